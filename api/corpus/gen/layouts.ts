/* Resume layouts as a neutral block model that the PDF, DOCX and HTML writers render. */
import { R, fmtDate, fmtRange, fullName, rng, type Persona } from './data.js';

export type Span = { text: string; bold?: boolean; italic?: boolean };
export type Block =
  | { t: 'name'; text: string }
  | { t: 'text'; spans: Span[]; right?: string; size?: 'small' | 'normal' | 'large'; center?: boolean }
  | { t: 'heading'; text: string }
  | { t: 'bullet'; text: string }
  | { t: 'table'; rows: string[][]; header: boolean }
  | { t: 'space' };

export type Layout = 'classic' | 'sidebar' | 'naukri' | 'linkedin' | 'table' | 'intl' | 'headerfooter' | 'datefirst';

export type DocSpec = {
  layout: Layout;
  main: Block[];
  side?: Block[];
  header?: string[];
  footer?: string[];
  photoPlace?: 'top-right' | 'side' | 'header';
  logo?: boolean;
  font: 'sans' | 'serif';
  headingStyle: 'caps' | 'bold' | 'rule';
};

const t = (text: string, o: Partial<Extract<Block, { t: 'text' }>> = {}): Block => ({ t: 'text', spans: [{ text }], ...o });
const tb = (text: string, o: Partial<Extract<Block, { t: 'text' }>> = {}): Block => ({ t: 'text', spans: [{ text, bold: true }], ...o });
const h = (text: string): Block => ({ t: 'heading', text });

function contactLine(p: Persona, r: R): string {
  const loc = `${p.city}, ${p.region}`;
  const parts = r.pick([
    [p.email, p.phoneShown, loc],
    [p.phoneShown, p.email, loc],
    [loc, p.phoneShown, p.email],
  ]);
  return parts.join(r.pick([' | ', '  •  ', ' · ', '   ']));
}

function skillsBlocks(p: Persona, r: R): Block[] {
  const style = r.int(0, 3);
  if (style === 0) return [t(p.primaryShown.join(', '))];
  if (style === 1) return p.primaryShown.map((s) => ({ t: 'bullet', text: s }) as Block);
  if (style === 2) {
    const half = Math.ceil(p.primaryShown.length / 2);
    return [t(`${p.domain === 'tech' ? 'Languages & Frameworks' : 'Functional'}: ${p.primaryShown.slice(0, half).join(', ')}`), t(`${p.domain === 'tech' ? 'Tools & Platforms' : 'Tools'}: ${p.primaryShown.slice(half).join(', ')}`)];
  }
  return [t(p.primaryShown.join(' | '))];
}

function eduBlocks(p: Persona, r: R, style = r.int(0, 3)): Block[] {
  const out: Block[] = [];
  for (const e of p.edu) {
    const score = e.score ? ` (${e.score})` : '';
    if (style === 0) out.push(t(`${e.qualification}, ${e.university}, ${e.year}${score}`));
    else if (style === 1) {
      out.push(tb(e.qualification, { right: String(e.year) }));
      out.push(t(`${e.university}${e.score ? ` | ${e.score}` : ''}`));
    } else if (style === 2) {
      out.push(tb(e.university));
      const school = /12|10|XII|SSC|HSC|Secondary|Class X/.test(e.qualification);
      const start = e.year - (e.qualification.startsWith('M') ? 2 : 4);
      const range = r.chance(0.5) ? `${start} - ${e.year}` : `${start}-${String(e.year).slice(2)}`;
      out.push(t(school ? `${e.qualification} | ${e.year}` : `${e.qualification} | ${range}`));
    } else out.push({ t: 'bullet', text: `${e.qualification} from ${e.university} in ${e.year}${score}` });
  }
  return out;
}

function expBlocks(p: Persona, r: R, style: number): Block[] {
  const out: Block[] = [];
  p.jobs.forEach((j, k) => {
    const range = fmtRange(j, p);
    switch (style) {
      case 0: // Title — Company, right-aligned dates
        out.push({ t: 'text', spans: [{ text: j.designation, bold: true }, { text: ` — ${j.company}` }], right: range });
        break;
      case 1: // Company, City + dates; Title below
        out.push(tb(`${j.company}, ${j.city}`, { right: range }));
        out.push({ t: 'text', spans: [{ text: j.designation, italic: true }] });
        break;
      case 2: // Title | Company | dates
        out.push(tb(`${j.designation} | ${j.company} | ${range}`));
        break;
      case 3: // dates first
        out.push(t(`${range} | ${j.designation}, ${j.company}`));
        break;
      case 4: // Title at Company (dates)
        out.push(tb(`${j.designation} at ${j.company} (${range})`));
        break;
      case 5: // Title on one line, company and dates under it
        out.push(tb(j.designation));
        out.push(t(`${j.company}   ${range}`));
        break;
      default: // labelled
        out.push(t(`Company: ${j.company}`));
        out.push(t(`Designation: ${j.designation}`));
        out.push(t(`Duration: ${range}`));
    }
    for (const b of j.bullets) out.push({ t: 'bullet', text: b });
    if (k < p.jobs.length - 1 && r.chance(0.5)) out.push({ t: 'space' });
  });
  return out;
}

function personal(p: Persona, r: R): Block[] {
  const out: Block[] = [h(r.pick(['Personal Details', 'Personal Information', 'PERSONAL PROFILE']))];
  out.push(t(`Date of Birth: ${r.int(1, 28)}/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(1985, 2000)}`));
  out.push(t(`Languages Known: English, Hindi${p.intl ? '' : r.pick([', Marathi', ', Tamil', ', Bengali', ''])}`));
  out.push(t(`Nationality: ${p.intl ? 'British' : 'Indian'}`));
  return out;
}

function references(r: R): Block[] {
  const who = r.pick([['Ramesh Gupta', 'Delivery Manager', 'ramesh.gupta@corpmail.in', '+91 98200 11223'], ['Anita Rao', 'HR Head', 'anita.rao@corpmail.in', '+91 99860 44556']]);
  return [h('References'), t(`${who[0]}, ${who[1]}`), t(`${who[2]} | ${who[3]}`)];
}

function declaration(p: Persona): Block[] {
  const out: Block[] = [h('Declaration'), t('I hereby declare that the information furnished above is true to the best of my knowledge.')];
  if (p.dateLine) out.push(t(`Place: ${p.city}`), t(p.dateLine));
  out.push(t(`(${fullName(p)})`));
  return out;
}

function projects(p: Persona, r: R): Block[] {
  const out: Block[] = [h(r.pick(['Projects', 'Key Projects', 'Project Details']))];
  const names = ['Customer Portal Revamp', 'Order Tracking Dashboard', 'Vendor Registration Workflow', 'Payments Reconciliation', 'Inventory Forecasting'];
  for (const n of r.sample(names, p.long ? 4 : 2)) {
    const y = p.jobs[0].from.y;
    out.push(tb(r.chance(0.5) ? `${n} (${fmtDate({ y, m: r.int(1, 6) }, 0)} - ${fmtDate({ y, m: r.int(7, 12) }, 0)})` : n));
    out.push(t(`Role: ${r.pick(['Developer', 'Module lead', 'Contributor'])}. Team size: ${r.int(3, 9)}.`));
    out.push({ t: 'bullet', text: 'Gathered inputs from users, planned the releases and tracked delivery against milestones.' });
  }
  return out;
}

function ctcLines(p: Persona, r: R): Block[] {
  const out: Block[] = [];
  if (p.stated && !p.statedInSummary) out.push(t(`${r.pick(['Total Experience', 'Total Exp', 'Overall Experience', 'Experience'])}: ${p.stated.text}`));
  if (p.ctc) out.push(t(`${r.pick(['Current CTC', 'CTC', 'Annual Salary', 'Current Salary'])}: ${p.ctc.text}`));
  if (p.ctc && r.chance(0.5)) out.push(t(`Expected CTC: ${p.expectedCtc}`));
  if (p.notice) out.push(t(`${r.pick(['Notice Period', 'Notice period', 'Availability'])}: ${p.notice.text}`));
  return out;
}

export function buildLayout(p: Persona, layout: Layout): DocSpec {
  const r = new R(rng(5000 + Number(p.id) * 17));
  const font = r.chance(0.6) ? 'sans' : 'serif';
  const headingStyle = r.pick(['caps', 'bold', 'rule'] as const);
  const name = fullName(p);
  const nameShown = r.chance(0.3) ? name.toUpperCase() : name;
  const summary: Block[] = [h(p.headings.summary), t(p.summary)];
  switch (layout) {
    case 'classic':
    case 'datefirst':
    case 'headerfooter': {
      const main: Block[] = [];
      const inHeader = layout === 'headerfooter';
      if (!inHeader) {
        main.push({ t: 'name', text: nameShown });
        main.push(t(contactLine(p, r)));
        if (p.email2) main.push(t(`Alternate Email: ${p.email2}`));
        if (p.phone2Shown) main.push(t(`Alternate Mobile: ${p.phone2Shown}`));
      } else {
        main.push({ t: 'name', text: nameShown });
        main.push(t(`${p.city}, ${p.region}`));
      }
      main.push(...ctcLines(p, r));
      main.push(...summary);
      const skillsFirst = r.chance(0.4);
      const sk: Block[] = [h(p.headings.skills), ...skillsBlocks(p, r)];
      if (skillsFirst) main.push(...sk);
      main.push(h(p.headings.exp), ...expBlocks(p, r, layout === 'datefirst' ? 3 : r.pick([0, 1, 2, 4, 5, 6])));
      if (p.long || r.chance(0.4)) main.push(...projects(p, r));
      main.push(h(p.headings.edu), ...eduBlocks(p, r));
      if (!skillsFirst) main.push(...sk);
      if (r.chance(0.4)) main.push(h(r.pick(['Certifications', 'Achievements'])), { t: 'bullet', text: r.pick(['Certified agile practitioner course, 2021', 'Employee of the quarter award, Q3 2022', 'Completed an online course on negotiation basics']) });
      if (!p.intl && r.chance(0.5)) main.push(...personal(p, r));
      if (r.chance(0.3)) main.push(...references(r));
      if (!p.intl) main.push(...declaration(p));
      else if (p.dateLine) main.push(t(p.dateLine));
      const header = inHeader ? [`${name}  |  ${p.phoneShown}  |  ${p.email}${p.email2 ? `  |  ${p.email2}` : ''}`] : undefined;
      const footer = inHeader || r.chance(0.3) ? [r.pick([`${name} - Resume`, 'Confidential', `Resume of ${name}`])] : undefined;
      return { layout, main, header, footer, photoPlace: inHeader ? 'header' : 'top-right', logo: p.logo, font, headingStyle };
    }
    case 'sidebar': {
      const side: Block[] = [h('Contact'), t(p.phoneShown), t(p.email), t(`${p.city}, ${p.region}`)];
      if (p.email2) side.push(t(p.email2));
      side.push(h(p.headings.skills), ...p.primaryShown.map((s) => ({ t: 'bullet', text: s }) as Block));
      side.push(h(p.headings.edu));
      for (const e of p.edu) side.push(tb(e.qualification), t(e.university), t(String(e.year)));
      side.push(h('Languages'), t('English'), t('Hindi'));
      const main: Block[] = [{ t: 'name', text: nameShown }, t(p.jobs[0].designation, { size: 'large' })];
      main.push(...ctcLines(p, r));
      main.push(...summary, h(p.headings.exp), ...expBlocks(p, r, r.pick([0, 1, 5])));
      if (p.dateLine) main.push(t(p.dateLine));
      return { layout, main, side, photoPlace: 'side', logo: p.logo, font, headingStyle };
    }
    case 'linkedin': {
      const side: Block[] = [h('Contact'), t(p.email), t(p.phoneShown), t(`www.linkedin.com/in/${p.first.toLowerCase()}${p.last.toLowerCase().replace(/[^a-z]/g, '')}`), h('Top Skills')];
      for (const s of p.primaryShown.slice(0, 3)) side.push(t(s));
      side.push(h('Languages'), t('English (Full Professional)'));
      const main: Block[] = [{ t: 'name', text: name }, t(`${p.jobs[0].designation} at ${p.jobs[0].company}`), t(`${p.city}, ${p.region}${p.intl ? '' : ', India'}`)];
      main.push(h('Summary'), t(p.summary));
      // The rest of the skills appear in the summary text (LinkedIn has no full skills list).
      const rest = p.primaryShown.slice(3);
      if (rest.length) main.push(h('Skills'), t(rest.join(' · ')));
      main.push(h('Experience'));
      p.jobs.forEach((j) => {
        const months = ((j.to === 'present' ? p.asOf : j.to).y - j.from.y) * 12 + ((j.to === 'present' ? p.asOf : j.to).m - j.from.m) + (j.to === 'present' ? 0 : 1);
        const dur = `${Math.floor(months / 12)} years ${months % 12} months`;
        main.push(tb(j.company), t(j.designation), t(`${fmtDate(j.from, 1)} - ${j.to === 'present' ? 'Present' : fmtDate(j.to, 1)} (${dur})`, { size: 'small' }), t(`${j.city}${p.intl ? '' : ', India'}`, { size: 'small' }));
        for (const b of j.bullets) main.push(t(b));
      });
      main.push(h('Education'));
      for (const e of p.edu) main.push(tb(e.university), t(`${e.qualification} · (${e.year - 4} - ${e.year})`));
      return { layout, main, side, footer: ['Page 1 of 2'], logo: false, font: 'sans', headingStyle: 'bold' };
    }
    case 'naukri': {
      const main: Block[] = [{ t: 'name', text: name }];
      main.push(t(`Resume Headline: ${p.jobs[0].designation} with experience in ${p.domain === 'tech' ? 'product development' : 'client handling'}`));
      const rows: string[][] = [];
      rows.push(['Current Location', p.city]);
      if (!p.intl) rows.push(['Preferred Location', r.pick(['Bangalore, Hyderabad', 'Mumbai, Pune', 'Anywhere in India', 'Chennai'])]);
      if (p.stated) rows.push(['Total Experience', p.stated.text]);
      if (p.ctc) rows.push([r.pick(['Annual Salary', 'Current CTC']), p.ctc.text]);
      if (p.ctc) rows.push(['Expected CTC', p.expectedCtc]);
      if (p.notice) rows.push(['Notice Period', p.notice.text]);
      rows.push(['Mobile', p.phoneShown], ['Email', p.email]);
      if (p.email2) rows.push(['Alternate Email', p.email2]);
      main.push({ t: 'table', rows, header: false });
      main.push(h('Key Skills'), t(p.primaryShown.join(', ')));
      main.push(h(p.headings.exp), ...expBlocks(p, r, r.pick([4, 6, 5])));
      main.push(h(p.headings.edu));
      main.push({ t: 'table', header: true, rows: [['Qualification', 'Institute', 'Year', 'Score'], ...p.edu.map((e) => [e.qualification, e.university, String(e.year), e.score || '-'])] });
      if (r.chance(0.5)) main.push(...personal(p, r));
      if (p.dateLine) main.push(t(p.dateLine));
      return { layout, main, logo: false, font, headingStyle };
    }
    case 'table': {
      const main: Block[] = [t('CURRICULUM VITAE', { center: true, size: 'large' })];
      const rows: string[][] = [['Name', name], ['Email', p.email]];
      if (p.email2) rows.push(['Alternate Email', p.email2]);
      rows.push(['Mobile', p.phoneShown], ['Current Location', `${p.city}, ${p.region}`]);
      if (p.stated) rows.push(['Total Experience', p.stated.text]);
      if (p.ctc) rows.push(['Current CTC', p.ctc.text]);
      if (p.notice) rows.push(['Notice Period', p.notice.text]);
      main.push({ t: 'table', rows, header: false });
      main.push(...summary);
      main.push(h(p.headings.exp));
      main.push({
        t: 'table',
        header: true,
        rows: [['Organisation', 'Designation', 'From', 'To'], ...p.jobs.map((j) => [j.company, j.designation, fmtDate(j.from, p.dateFmt), j.to === 'present' ? 'Till Date' : fmtDate(j.to, p.dateFmt)])],
      });
      main.push(h('Responsibilities'));
      for (const j of p.jobs) for (const b of j.bullets) main.push({ t: 'bullet', text: b });
      main.push(h(p.headings.edu));
      main.push({ t: 'table', header: true, rows: [['Qualification', 'University / Board', 'Year of Passing', 'Percentage'], ...p.edu.map((e) => [e.qualification, e.university, String(e.year), e.score || '-'])] });
      main.push(h(p.headings.skills), ...skillsBlocks(p, r));
      main.push(...declaration(p));
      return { layout, main, logo: p.logo, font, headingStyle, photoPlace: 'top-right' };
    }
    case 'intl': {
      const main: Block[] = [{ t: 'name', text: name }, t(`${p.city}, ${p.region} • ${p.phoneShown} • ${p.email}`)];
      if (p.email2) main.push(t(`Secondary email: ${p.email2}`));
      main.push(...summary);
      if (p.stated && !p.statedInSummary) main.push(t(`Experience: ${p.stated.text}`));
      main.push(h(p.headings.exp));
      for (const j of p.jobs) {
        main.push(tb(`${j.company} — ${j.city}`, { right: fmtRange(j, p) }));
        main.push({ t: 'text', spans: [{ text: j.designation, italic: true }] });
        for (const b of j.bullets) main.push({ t: 'bullet', text: b });
      }
      main.push(h(p.headings.edu));
      for (const e of p.edu) main.push(tb(e.university), t(`${e.qualification}, ${r.pick(['May', 'June', 'December'])} ${e.year}`));
      main.push(h(p.headings.skills), ...skillsBlocks(p, r));
      if (p.dateLine) main.push(t(p.dateLine));
      return { layout, main, logo: p.logo, font, headingStyle, photoPlace: 'top-right' };
    }
  }
}
