import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function OilGasPage() {
  return <PlaceholderPage title="Oil & Gas" />;
}
