import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function NewPasswordPage() {
  return <PlaceholderPage title="Set a new password" />;
}
