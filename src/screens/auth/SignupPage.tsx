import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function SignupPage() {
  return <PlaceholderPage title="Sign Up" />;
}
