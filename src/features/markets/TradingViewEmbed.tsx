import { memo, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { widgetMessage } from './tradingViewWidget';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

/**
 * The frame's sandbox. Its page is always TradingView's (a fixed https address on their widget
 * host, never ours), so `allow-same-origin` gives it TradingView's origin, not ours: it keeps its
 * own storage and cookies (what the visitor consented to) and posts messages we can check by
 * origin, and it can never reach our localStorage or DOM. What the sandbox withholds is what a
 * chart has no need of: navigating our page (no `allow-top-navigation`), forms, modal dialogs,
 * downloads. Popups are allowed, unsandboxed, so its links to tradingview.com open in a tab.
 * (`allow-scripts` with `allow-same-origin` undoes a sandbox only for a frame of our own origin,
 * which this never is; the CSP's frame-src allows TradingView's widget host and no other.)
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

interface TradingViewEmbedProps {
  /** The widget page's address (tradingViewWidgetSrc). */
  src: string;
  /** Names the frame for assistive technology. */
  title: string;
  onLoad: () => void;
  onError: () => void;
}

/**
 * A TradingView widget as a cross-origin frame of TradingView's own widget page: no TradingView
 * script runs in our origin. The frame's `load` event says nothing (the browser fires it for its
 * own error page too, offline or blocked), so the widget counts as loaded when its page posts
 * `tv-widget-load`, and as failed on `tv-widget-no-data`; if neither comes, the slot's timeout
 * ends the wait. Memoised with a fixed address, so the frame loads once: StrictMode's second
 * effect run only re-adds the listener. On route change React removes the frame.
 *
 * Not `loading="lazy"`: the slot's timeout runs from the moment the frame is added, and a frame
 * held back below the fold would be called unavailable before anyone scrolled to it. The frames
 * exist only after consent, and the grid shows 2 or 4 until Show More.
 */
export const TradingViewEmbed = memo(function TradingViewEmbed({ src, title, onLoad, onError }: TradingViewEmbedProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const said = widgetMessage(event, frameRef.current);
      if (said === 'loaded') onLoad();
      else if (said === 'noData') onError();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onLoad, onError]);

  return <Frame ref={frameRef} src={src} title={title} sandbox={SANDBOX} referrerPolicy="no-referrer" />;
});
