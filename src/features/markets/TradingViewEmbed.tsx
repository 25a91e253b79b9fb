import { memo, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  width: 100%;
  height: 100%;
  .tradingview-widget-container__widget { width: 100%; height: 100%; }
`;

interface TradingViewEmbedProps {
  scriptSrc: string;
  /** The widget's settings; TradingView reads them as JSON from the script's text. */
  config: object;
  onLoad: () => void;
  onError: () => void;
}

/**
 * A TradingView embeddable widget: its script is injected into the container with the settings
 * as the script's text, which is how TradingView's embed code works. Memoised, and injected once:
 * StrictMode runs the effect twice on the same element, so an existing script is reused rather
 * than fetched again. On route change React removes the container, and the script and the
 * widget's iframe go with it.
 */
export const TradingViewEmbed = memo(function TradingViewEmbed({ scriptSrc, config, onLoad, onError }: TradingViewEmbedProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let script = container.querySelector('script');
    if (!script) {
      script = document.createElement('script');
      script.type = 'text/javascript';
      script.src = scriptSrc;
      script.async = true;
      script.text = JSON.stringify(config);
      container.appendChild(script);
    }
    script.onload = onLoad;
    script.onerror = onError;
    const injected = script;
    return () => {
      injected.onload = null;
      injected.onerror = null;
    };
  }, [scriptSrc, config, onLoad, onError]);

  return (
    <Frame ref={containerRef} className="tradingview-widget-container">
      <div className="tradingview-widget-container__widget" />
    </Frame>
  );
});
