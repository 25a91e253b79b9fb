import { privacyPolicy } from '../../content/privacy';
import { LegalDocumentView } from '../../features/legal/LegalDocumentView';

export function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
