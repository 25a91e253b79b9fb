import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function FaqPage() {
  return <PlaceholderPage title="Frequently Asked Questions" />;
}
