import { SECTOR_PAGES } from '../../content/sectorPages';
import { SectorPage } from '../../features/sectors/SectorPage';

export function OilGasPage() {
  return <SectorPage content={SECTOR_PAGES['oil-gas']} />;
}
