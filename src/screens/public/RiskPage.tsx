import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function RiskPage() {
  return <PlaceholderPage title="Risk summary" />;
}
