import { SECTOR_PAGES } from '../../content/sectorPages';
import { SectorPage } from '../../features/sectors/SectorPage';

export function AgriculturePage() {
  return <SectorPage content={SECTOR_PAGES['agriculture']} />;
}
