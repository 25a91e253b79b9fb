import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function AgriculturePage() {
  return <PlaceholderPage title="Agriculture" />;
}
