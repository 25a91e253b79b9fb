import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function CryptoForexPage() {
  return <PlaceholderPage title="Crypto & Forex" />;
}
