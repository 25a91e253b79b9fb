import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
