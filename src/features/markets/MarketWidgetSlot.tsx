import { useEffect, useMemo } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../components/ui/Button';
import { marketsContent } from '../../content/markets';
import { useConsent } from '../../consent/consentStore';
import { TradingViewEmbed } from './TradingViewEmbed';
import { tradingViewWidgetSrc, type TradingViewWidget } from './tradingViewWidget';
import { useMarketWidget } from './marketWidget.flow';

const Slot = styled.div<{ $height: string; $compact: boolean }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${({ $compact }) =>
    $compact &&
    css`
      border-radius: 0;
      border: 0;
      background: ${({ theme }) => theme.color.navyDeep};
      color: ${({ theme }) => theme.color.onDark};
    `}
`;

const Placeholder = styled.div<{ $compact: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.md)};
  text-align: center;
  background: ${({ $compact, theme }) =>
    $compact ? 'transparent' : `repeating-linear-gradient(135deg, ${theme.color.surfaceAlt} 0 12px, #eef1f6 12px 24px)`};
  strong { font-family: ${({ theme }) => theme.font.heading}; font-size: ${({ theme }) => theme.fontSize.lg}; }
  span { font-size: ${({ theme }) => theme.fontSize.sm}; color: inherit; opacity: 0.85; max-width: 22rem; }
  ${({ $compact, theme }) =>
    $compact &&
    css`
      strong { font-size: ${theme.fontSize.sm}; }
      ${theme.media.wide} { flex-direction: row; gap: ${theme.space.md}; }
    `}
`;

const LoadingNote = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  color: ${({ theme }) => theme.color.inkMuted};
  background: rgba(244, 246, 250, 0.9);
`;

interface MarketWidgetSlotProps {
  widget: TradingViewWidget;
  /** The widget's settings, as TradingView documents them for its embed code. */
  config: Readonly<Record<string, unknown>>;
  /** Names the widget's frame. */
  title: string;
  /** The slot's fixed height, so nothing shifts while the widget loads. */
  height: string;
  /** A slim strip (the ticker) rather than a card (a chart). */
  compact?: boolean;
}

/**
 * One TradingView widget slot. The widget (TradingView's page in a frame) loads only with cookie
 * consent; until then the slot offers "Load market charts". If the widget says it has no data or
 * does not say it is up in time (market widget machine), the slot says that market data is
 * unavailable.
 */
export function MarketWidgetSlot({ widget, config, title, height, compact = false }: MarketWidgetSlotProps) {
  const {
    view: { marketsAllowed },
    grantMarkets,
  } = useConsent();
  const {
    view: { phase, embedded },
    consentChanged,
    widgetLoaded,
    widgetFailed,
  } = useMarketWidget({ consented: marketsAllowed });

  useEffect(() => {
    consentChanged(marketsAllowed);
  }, [marketsAllowed, consentChanged]);

  const src = useMemo(() => tradingViewWidgetSrc(widget, config), [widget, config]);

  return (
    <Slot $height={height} $compact={compact} data-market-slot={phase} aria-busy={phase === 'loading'}>
      {embedded ? <TradingViewEmbed src={src} title={title} onLoad={widgetLoaded} onError={widgetFailed} /> : null}
      {phase === 'loading' ? <LoadingNote>{marketsContent.loading}</LoadingNote> : null}
      {phase === 'unavailable' ? (
        <Placeholder $compact={compact}>
          <strong>{marketsContent.unavailableTitle}</strong>
          {compact ? null : <span>{marketsContent.unavailableText}</span>}
        </Placeholder>
      ) : null}
      {phase === 'consent' ? (
        <Placeholder $compact={compact}>
          <strong>{marketsContent.consentTitle}</strong>
          {compact ? null : <span>{marketsContent.consentText}</span>}
          <Button type="button" $size="sm" onClick={grantMarkets}>
            {marketsContent.consentButton}
          </Button>
        </Placeholder>
      ) : null}
    </Slot>
  );
}
