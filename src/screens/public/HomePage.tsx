import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function HomePage() {
  return <PlaceholderPage title="Acme Invest" />;
}
