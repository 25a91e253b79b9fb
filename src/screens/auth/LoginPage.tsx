import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
