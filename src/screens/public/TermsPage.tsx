import { termsOfService } from '../../content/terms';
import { LegalDocumentView } from '../../features/legal/LegalDocumentView';

export function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}
