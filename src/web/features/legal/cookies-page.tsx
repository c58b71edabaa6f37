import { LegalDocument } from './legal-document.tsx';

export function CookiesPage() {
  return <LegalDocument document="cookies" />;
}
