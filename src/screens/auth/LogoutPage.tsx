import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function LogoutPage() {
  return <PlaceholderPage title="Log out" />;
}
