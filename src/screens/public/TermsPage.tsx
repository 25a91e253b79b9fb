import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
