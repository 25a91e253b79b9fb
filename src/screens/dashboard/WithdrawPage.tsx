import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function WithdrawPage() {
  return <PlaceholderPage title="Withdraw" />;
}
