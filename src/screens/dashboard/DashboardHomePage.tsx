import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function DashboardHomePage() {
  return <PlaceholderPage title="Dashboard" />;
}
