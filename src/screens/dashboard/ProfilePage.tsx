import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function ProfilePage() {
  return <PlaceholderPage title="My profile" />;
}
