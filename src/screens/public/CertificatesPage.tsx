import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export function CertificatesPage() {
  return <PlaceholderPage title="Company Certifications" />;
}
