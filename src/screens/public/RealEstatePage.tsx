import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function RealEstatePage() {
  return <PlaceholderPage title="Real Estate" />;
}
