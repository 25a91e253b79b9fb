import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function AboutPage() {
  return <PlaceholderPage title="About" />;
}
