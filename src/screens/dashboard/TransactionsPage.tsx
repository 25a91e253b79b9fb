import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function TransactionsPage() {
  return <PlaceholderPage title="Transactions" />;
}
