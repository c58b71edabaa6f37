import { describe, expect, it } from 'vitest';
import { pdftoppm, pdftotext } from '../pdf/poppler.ts';
import { typicalTrip } from './document-fixtures.ts';
import { renderVoyageCard } from './voyage-card.ts';

/** Issue 28: the yacht's type in the yacht block, and its owner in the owner's box of the voyage card. */

const owned = () => ({
  ...typicalTrip(),
  yacht_owner_name: 'Żeglarski Klub Morski „Kotwica”',
  yacht_owner_address: 'ul. Portowa 12\n81-350 Gdynia',
});

/** The text from the owner's box label to the end: what the box and the signature place beside it hold. */
const ownerBox = (text: string, label: string) => text.slice(text.indexOf(label));

describe('the voyage card names the yacht type and owner', () => {
  it('prints the type in the yacht block and the owner and address in the owner box, in Polish', async () => {
    const pdf = await renderVoyageCard(owned(), { language: 'pl' });
    const text = await pdftotext(pdf);
    const yacht = text.slice(text.indexOf('Jacht / Yacht'), text.indexOf('Rejs / Cruise'));
    expect(yacht).toContain('Typ jachtu / Yacht type');
    expect(yacht).toContain('Bavaria Cruiser 46');
    const box = ownerBox(text, "Uwagi armatora / Owner's remarks");
    expect(box).toContain('Armator / Owner: Żeglarski Klub Morski „Kotwica”');
    expect(box).toContain('Adres / Address: ul. Portowa 12, 81-350 Gdynia');
    expect(box).toContain('Armator / Yacht owner');
    await pdftoppm(pdf, { dpi: 110, out: process.env.VOYAGE_CARD_PNG });
  });

  it('labels the owner English first in English', async () => {
    const text = await pdftotext(await renderVoyageCard(owned(), { language: 'en' }));
    expect(text).toContain('Yacht type / Typ jachtu');
    const box = ownerBox(text, "Owner's remarks / Uwagi armatora");
    expect(box).toContain('Owner / Armator: Żeglarski Klub Morski „Kotwica”');
    expect(box).toContain('Address / Adres: ul. Portowa 12');
  });

  it('leaves the box as it was when no owner is given, and the type as a dash when none is', async () => {
    const text = await pdftotext(
      await renderVoyageCard({ ...typicalTrip(), yacht_type: '' }, { language: 'pl' }),
    );
    const box = ownerBox(text, "Uwagi armatora / Owner's remarks");
    expect(box).not.toContain('Armator / Owner:');
    expect(box).not.toContain('Adres / Address:');
    const yacht = text.slice(text.indexOf('Jacht / Yacht'), text.indexOf('Rejs / Cruise'));
    expect(yacht).toMatch(/Typ jachtu \/ Yacht type[\s\S]*—/);
  });
});
