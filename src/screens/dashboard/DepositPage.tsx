import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function DepositPage() {
  return <PlaceholderPage title="Deposit" />;
}
