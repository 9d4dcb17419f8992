/*
 * Template families of the third-party corpus and the fixed split: the parser's rules may be tuned on the
 * 'tune' families only; the 'report' families are what `npm run bench:parser` reports, never tuned on.
 */
export type Family = {
  name: string;
  kind: 'theme' | 'tex' | 'office' | 'html';
  part: 'tune' | 'report';
  /** JSON Resume theme package suffix. */
  theme?: string;
  /** moderncv style. */
  style?: string;
  formats: string[];
  /** Which people (1-based ids) are rendered with it. */
  people: (id: number) => boolean;
  /** For office documents converted by LibreOffice from another family's HTML: that family's name. */
  from?: string;
  /** 'pdf': LibreOffice opens the source family's Chromium PDF (its PDF import: a text box per line) instead of its HTML. */
  via?: 'pdf';
  /** How the template shows dates, when coarser than months. */
  shown?: { yearOnly?: boolean };
};

const every = (n: number, r: number) => (id: number) => id % n === r;

export const FAMILIES: Family[] = [
  { name: 'jr-elegant', kind: 'theme', part: 'tune', theme: 'elegant', formats: ['html', 'pdf'], people: every(3, 0) },
  { name: 'jr-flat', kind: 'theme', part: 'tune', theme: 'flat', formats: ['html', 'pdf'], people: every(3, 1) },
  { name: 'jr-kendall', kind: 'theme', part: 'tune', theme: 'kendall', formats: ['html', 'pdf'], people: every(3, 2) },
  { name: 'jr-macchiato', kind: 'theme', part: 'tune', theme: 'macchiato', formats: ['pdf'], people: every(2, 0) },
  { name: 'jr-even', kind: 'theme', part: 'report', theme: 'even', formats: ['html', 'pdf'], people: every(3, 1) },
  { name: 'jr-stackoverflow', kind: 'theme', part: 'report', theme: 'stackoverflow', formats: ['html', 'pdf'], people: every(3, 2) },
  { name: 'tex-moderncv-classic', kind: 'tex', part: 'tune', style: 'classic', formats: ['pdf'], people: every(3, 0) },
  { name: 'tex-moderncv-casual', kind: 'tex', part: 'tune', style: 'casual', formats: ['pdf'], people: every(3, 1) },
  { name: 'tex-paracol', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 2) },
  { name: 'tex-moderncv-banking', kind: 'tex', part: 'report', style: 'banking', formats: ['pdf'], people: every(2, 1) },
  { name: 'tex-currvita', kind: 'tex', part: 'report', formats: ['pdf'], people: every(3, 0) },
  { name: 'lo-table', kind: 'office', part: 'tune', formats: ['docx', 'doc', 'pdf'], people: every(3, 0) },
  { name: 'lo-sidebar', kind: 'office', part: 'tune', formats: ['docx', 'pdf'], people: every(3, 1) },
  { name: 'tex-moderncv-oldstyle', kind: 'tex', part: 'tune', style: 'oldstyle', formats: ['pdf'], people: every(3, 2) },
  { name: 'tex-moderncv-fancy', kind: 'tex', part: 'tune', style: 'fancy', formats: ['pdf'], people: every(3, 1) },
  { name: 'lo-edufirst', kind: 'office', part: 'tune', formats: ['docx', 'pdf'], people: every(3, 2) },
  { name: 'lo-oneline', kind: 'office', part: 'tune', formats: ['docx', 'doc', 'pdf'], people: every(3, 1) },
  { name: 'html-dl', kind: 'html', part: 'tune', formats: ['html', 'pdf'], people: every(3, 0) },
  { name: 'html-sidehead', kind: 'html', part: 'tune', formats: ['html', 'pdf'], people: every(3, 1) },
  { name: 'html-grid', kind: 'html', part: 'tune', formats: ['html', 'pdf'], people: every(3, 2) },
  { name: 'tex-europass', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 0) },
  { name: 'tex-komacv', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 1) },
  { name: 'tex-simplecv', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 2) },
  { name: 'tex-tucv', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 0) },
  { name: 'tex-yamlresume-jake', kind: 'tex', part: 'tune', formats: ['pdf'], people: every(3, 1) },
  { name: 'lo-twocol', kind: 'office', part: 'report', formats: ['docx', 'doc', 'pdf'], people: every(3, 2) },
  // Word documents and PDFs LibreOffice writes from the HTML of tune themes and pages (the web layout as Writer reads it).
  { name: 'lo-from-jr-kendall', kind: 'office', part: 'tune', from: 'jr-kendall', formats: ['docx', 'doc'], people: every(4, 1) },
  { name: 'lo-from-html-grid', kind: 'office', part: 'tune', from: 'html-grid', formats: ['docx', 'pdf'], people: every(4, 2) },
  { name: 'lo-from-jr-elegant', kind: 'office', part: 'tune', from: 'jr-elegant', formats: ['docx', 'pdf'], people: every(4, 3) },
  { name: 'lo-from-html-sidehead', kind: 'office', part: 'tune', from: 'html-sidehead', formats: ['docx', 'doc'], people: every(4, 0) },
  { name: 'lo-from-jr-flat', kind: 'office', part: 'tune', from: 'jr-flat', formats: ['docx', 'pdf'], people: every(4, 0) },
  { name: 'lo-from-html-dl', kind: 'office', part: 'tune', from: 'html-dl', formats: ['docx', 'doc'], people: every(4, 1) },
  // Section titles and contact lines led by icon-font glyphs (Font Awesome, embedded): Chromium's PDF prints each glyph
  // as a private-use or unmapped character on the text's line.
  { name: 'html-icons', kind: 'html', part: 'tune', formats: ['html', 'pdf'], people: every(3, 0) },
  // A Word document with the main column left and a narrower shaded sidebar right (contact, skills, education, photo).
  { name: 'lo-rightbar', kind: 'office', part: 'tune', formats: ['docx', 'pdf'], people: every(3, 1) },
  // A Word document LibreOffice writes from a page's PDF: every line a text box placed on the page. (Its import of a
  // two-column theme's PDF, jr-kendall's, overlaps and cuts the text: not a document anyone would send, left out.)
  { name: 'lo-pdf-html-grid', kind: 'office', part: 'tune', from: 'html-grid', via: 'pdf', formats: ['docx', 'doc'], people: every(4, 3) },
];

export const REPORTED = FAMILIES.filter((f) => f.part === 'report').map((f) => f.name);
