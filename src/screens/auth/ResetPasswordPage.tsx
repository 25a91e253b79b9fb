import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" />;
}
