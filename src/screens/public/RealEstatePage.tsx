import { SECTOR_PAGES } from '../../content/sectorPages';
import { SectorPage } from '../../features/sectors/SectorPage';

export function RealEstatePage() {
  return <SectorPage content={SECTOR_PAGES['real-estate']} />;
}
