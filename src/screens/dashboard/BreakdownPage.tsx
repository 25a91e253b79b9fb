import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function BreakdownPage() {
  return <PlaceholderPage title="Investment breakdown" />;
}
