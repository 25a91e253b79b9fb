import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function ProfileEditPage() {
  return <PlaceholderPage title="Edit profile" />;
}
