import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { ListGrid } from '../../components/ui/ListGrid';
import { Container, Section } from '../../components/ui/Container';
import { Button } from '../../components/ui/Button';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { useMediaQuery, WIDE_QUERY } from '../../components/marketing/useMediaQuery';
import { WithMotionPreference } from '../../components/marketing/useReducedMotion';
import { CHART_CONFIGS, MARKET_SYMBOLS, marketsContent, TICKER_TAPE_CONFIG } from '../../content/markets';
import { MarketWidgetSlot } from './MarketWidgetSlot';
import { useShowMore } from './showMore.flow';
import { useDisclosure } from '../../widgets/disclosure.flow';

const TickerBar = styled.div`
  display: flex;
  align-items: stretch;
  background: ${({ theme }) => theme.color.navyDeep};
  color: ${({ theme }) => theme.color.onDark};
  border-bottom: 1px solid rgba(255, 255, 255, 0.1);
  > :first-child { flex: 1; min-width: 0; }
`;

const TickerToggle = styled.button`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-left: 1px solid rgba(255, 255, 255, 0.15);
  background: transparent;
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.08); }
`;

const Paused = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 72px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const Grid = styled(ListGrid).attrs({ $wideColumns: 2 })`
  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  h3 span { color: ${({ theme }) => theme.color.inkMuted}; font-weight: 500; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  small { color: ${({ theme }) => theme.color.inkMuted}; }
`;

/** The ticker tape, with a control to stop its movement (shown paused under reduced motion). */
function TickerTape() {
  return <WithMotionPreference>{(reducedMotion) => <TickerBand reducedMotion={reducedMotion} />}</WithMotionPreference>;
}

function TickerBand({ reducedMotion }: { reducedMotion: boolean }) {
  // "expanded" means the moving ticker is shown; it starts hidden when motion is reduced.
  const {
    view: { expanded: shown },
    toggle,
  } = useDisclosure({ startExpanded: !reducedMotion });
  const regionId = useId();
  return (
    <TickerBar>
      <div id={regionId} role="region" aria-label={marketsContent.tickerLabel}>
        {shown ? (
          <MarketWidgetSlot widget="ticker-tape" config={TICKER_TAPE_CONFIG} title={marketsContent.tickerFrameTitle} height="72px" compact />
        ) : (
          <Paused>{marketsContent.tickerPaused}</Paused>
        )}
      </div>
      <TickerToggle type="button" aria-controls={regionId} aria-expanded={shown} onClick={toggle}>
        {shown ? marketsContent.tickerHide : marketsContent.tickerShow}
      </TickerToggle>
    </TickerBar>
  );
}

const NO_SETTINGS = {};

/** The twelve charts: 2 below 768 px, 4 from 768 px, all after Show More (show-more machine). */
function ChartGrid() {
  const wide = useMediaQuery(WIDE_QUERY);
  const {
    view: { visibleCount, expanded },
    toggle,
    viewportChanged,
  } = useShowMore({ wide });
  const gridId = useId();

  useEffect(() => {
    viewportChanged(wide);
  }, [wide, viewportChanged]);

  return (
    <>
      <Grid id={gridId} aria-label={marketsContent.chartsLabel}>
        {MARKET_SYMBOLS.slice(0, visibleCount).map((symbol) => (
          <li key={symbol.code}>
            <h3>
              {symbol.code} <span>{symbol.name}</span>
            </h3>
            <MarketWidgetSlot
              widget="mini-symbol-overview"
              config={CHART_CONFIGS.get(symbol.code) ?? NO_SETTINGS}
              title={marketsContent.chartFrameTitle(symbol.name)}
              height="220px"
            />
          </li>
        ))}
      </Grid>
      <More>
        <Button type="button" $variant="secondary" aria-expanded={expanded} aria-controls={gridId} onClick={toggle}>
          {expanded ? marketsContent.showLess : marketsContent.showMore}
        </Button>
        <small>{marketsContent.attribution}</small>
      </More>
    </>
  );
}

/** The crypto/forex page's live markets: ticker tape and chart grid from TradingView. */
export function MarketsSection() {
  const headingId = useId();
  return (
    <>
      <TickerTape />
      <Section aria-labelledby={headingId}>
        <Container>
          <SectionHeading id={headingId} title={marketsContent.heading} intro={marketsContent.intro} />
          <ChartGrid />
        </Container>
      </Section>
    </>
  );
}
