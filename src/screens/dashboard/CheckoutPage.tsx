import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function CheckoutPage() {
  return <PlaceholderPage title="Deposit checkout" />;
}
