import { SECTOR_PAGES } from '../../content/sectorPages';
import { SectorPage } from '../../features/sectors/SectorPage';
import { MarketsSection } from '../../features/markets/MarketsSection';

export function CryptoForexPage() {
  return (
    <SectorPage content={SECTOR_PAGES['crypto-forex']}>
      <MarketsSection />
    </SectorPage>
  );
}
