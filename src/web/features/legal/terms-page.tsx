import { LegalDocument } from './legal-document.tsx';

export function TermsPage() {
  return <LegalDocument document="terms" />;
}
