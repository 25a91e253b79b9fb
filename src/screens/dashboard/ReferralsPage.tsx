import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function ReferralsPage() {
  return <PlaceholderPage title="Referrals" />;
}
