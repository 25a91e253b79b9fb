import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
