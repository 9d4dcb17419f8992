import type { DocModel, Line } from '../model.js';
import type { Confidence, ResumeParse, SkillEntry } from '../types.js';
import { findEmails, findPhones, type TextBlock } from './contact.js';
import { findResumeDate, toYM, type YM } from './dates.js';
import { extractEducation } from './education.js';
import { extractExperience, totalMonths } from './experience.js';
import type { CountryCode } from 'libphonenumber-js/max';
import { DEGREE_RE, TITLE_WORDS, countryOf, knownCity, type SectionKind } from './lexicon.js';
import { findLocation, findName } from './person.js';
import { splitSections, type Section } from './sections.js';
import { SkillMatcher } from './skills.js';
import { findCtcInText, findExperienceSentence, findLabeled, findNoticeInText, parseDuration, parseMoney, parseNotice, runningText } from './values.js';

export type FieldOptions = { skills: SkillEntry[] | SkillMatcher; now?: Date };

const CONTACT_KINDS = new Set<SectionKind>(['top', 'contact', 'personal', 'summary']);

function linesOf(sections: Section[], kinds: SectionKind[]): Line[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

/** The country named right after the resume's city ('Austin, TX', 'Pune, Maharashtra, India'). */
function regionCountry(topLines: Line[], city: string): string | null {
  if (!city) return null;
  for (const l of topLines) {
    const i = l.text.indexOf(city);
    if (i < 0) continue;
    const rest = l.text.slice(i + city.length).split(/[|•·\t]/)[0];
    for (const part of rest.split(',').map((x) => x.trim()).filter(Boolean)) {
      const c = countryOf(part.replace(/\s+\d{4,6}$/, ''));
      if (c) return c;
      if (/^india$/i.test(part)) return 'IN';
    }
  }
  return null;
}

/** The 'now' of a resume: its own date when it states one, else its file's date, else the caller's. */
export function resumeNow(doc: DocModel, now?: Date): YM {
  const fallback = toYM(now ?? new Date());
  const own = findResumeDate(
    doc.lines.map((l) => l.text),
    fallback.y,
  );
  if (own) return own;
  if (doc.metaDate && doc.metaDate.getUTCFullYear() >= 1995) return toYM(doc.metaDate);
  return fallback;
}

/**
 * A skills list wrapped inside an item ('…, PostgreSQL, Spring' / 'Boot, Hibernate'): the item is put back together
 * when the two halves name a skill that neither names alone. Lists one item a line, or wrapped between items, stay.
 */
export function joinWrappedSkillItems(texts: string[], matcher: SkillMatcher): string[] {
  const out = [...texts];
  const names = (t: string) => [...matcher.find(t, true).values()].map((h) => h.name);
  for (let i = 0; i + 1 < out.length; i++) {
    const a = /^(.*[,;|]\s*)([^,;|]+)$/.exec(out[i]);
    const b = /^([^,;|•]+)([,;|].*)?$/.exec(out[i + 1]);
    if (!a || !b || /[.:]\s*$/.test(a[2]) || /\t/.test(a[2] + b[1])) continue;
    const seam = `${a[2].trim()} ${b[1].trim()}`;
    const alone = new Set([...names(a[2]), ...names(b[1])]);
    if (!names(seam).some((n) => !alone.has(n))) continue;
    out[i] = a[1] + seam;
    out[i + 1] = (b[2] ?? '').replace(/^[,;|]\s*/, '');
  }
  return out;
}

function skillsOf(sections: Section[], matcher: SkillMatcher, companies: string[] = []): { primary: string[]; secondary: string[] } {
  // Employer names and job titles are not skill mentions ('Oracle Financial Services', 'Salesforce India', 'Regional Sales
  // Manager'), wherever they are written outside the skills section.
  const masks = companies.filter((c) => c.length >= 3).map((c) => new RegExp(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'));
  const unmask = (t: string) => masks.reduce((acc, re) => acc.replace(re, (x) => ' '.repeat(x.length)), t);
  const primary = new Map<string, number>();
  const secondaryLabelled = new Map<string, number>();
  const elsewhere = new Map<string, { count: number; order: number }>();
  let order = 0;
  const SECONDARY = /^(?:secondary|other|additional|familiar|exposure|basic|working\s+knowledge|learning|knowledge\s+of|beginner|also\s+familiar)/i;
  // Degree names ('M.Sc in Data Science'), languages spoken and referees are not skill mentions.
  const NOT_SKILLS = new Set<SectionKind>(['education', 'languages', 'references', 'personal', 'declaration', 'interests']);
  for (const s of sections) {
    if (NOT_SKILLS.has(s.kind)) continue;
    const isSkills = s.kind === 'skills';
    const sectionSecondary = isSkills && SECONDARY.test(s.title);
    const raw = [...(s.inline ? [s.inline] : []), ...s.lines.map((l) => (isSkills ? l.text : unmask(l.text)))];
    const texts = isSkills ? joinWrappedSkillItems(raw, matcher) : raw;
    for (const t of texts) {
      if (isSkills) {
        const lineSecondary = sectionSecondary || SECONDARY.test(t.replace(/^[\s•\-–*]+/, ''));
        for (const h of [...matcher.find(t, true).values()].sort((a, b) => a.first - b.first)) {
          const target = lineSecondary ? secondaryLabelled : primary;
          if (!target.has(h.name)) target.set(h.name, order++);
        }
      } else {
        for (const h of [...matcher.find(t, false).values()].sort((a, b) => a.first - b.first)) {
          const e = elsewhere.get(h.name);
          if (e) e.count += h.count;
          else elsewhere.set(h.name, { count: h.count, order: order++ });
        }
      }
    }
  }
  if (!primary.size && !secondaryLabelled.size) {
    // No skills section: the most used skills are primary.
    const ranked = [...elsewhere.entries()].sort((a, b) => b[1].count - a[1].count || a[1].order - b[1].order);
    const prim = ranked.filter(([, v]) => v.count >= 2).slice(0, 10);
    const primSet = new Set(prim.map(([k]) => k));
    return {
      primary: prim.sort((a, b) => a[1].order - b[1].order).map(([k]) => k),
      secondary: ranked.filter(([k]) => !primSet.has(k)).sort((a, b) => a[1].order - b[1].order).map(([k]) => k),
    };
  }
  const prim = [...primary.entries()].sort((a, b) => a[1] - b[1]).map(([k]) => k);
  const primSet = new Set(prim);
  const sec = new Map<string, number>();
  for (const [k, o] of secondaryLabelled) if (!primSet.has(k)) sec.set(k, o);
  for (const [k, v] of elsewhere) if (!primSet.has(k) && !sec.has(k)) sec.set(k, v.order);
  return { primary: prim, secondary: [...sec.entries()].sort((a, b) => a[1] - b[1]).map(([k]) => k) };
}

/** All resume_parse fields from a document model. */
export function extractFields(doc: DocModel, opts: FieldOptions): ResumeParse {
  return extractFieldsScored(doc, opts).data;
}

const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;

/** The name's confidence: its words in the e-mail address, a name's shape, not a title, degree or skill. */
function nameConfidence(name: string, email: string, matcher: SkillMatcher): number {
  if (!name) return 0;
  const words = name.toLowerCase().split(/\s+/);
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  let c = 0.7;
  if (words.some((w) => w.length >= 3 && local.includes(w.replace(/[^a-z]/g, '')))) c += 0.25;
  if (words.length < 2 || words.length > 4) c -= 0.2;
  if (DEGREE_RE.test(name) || words.some((w) => TITLE_WORDS.has(w)) || matcher.find(name, true).size > 0) c -= 0.5;
  return round(c);
}

/** All resume_parse fields with a confidence (0–1) for each, from the evidence each was read from; 0 when nothing was found. */
export function extractFieldsScored(doc: DocModel, opts: FieldOptions): { data: ResumeParse; confidence: Confidence } {
  const lines = doc.lines;
  const sections = splitSections(lines);
  const now = resumeNow(doc, opts.now);
  const matcher = opts.skills instanceof SkillMatcher ? opts.skills : new SkillMatcher(opts.skills);

  // Contact details: the page header, the top of the resume and contact/personal sections count most; references least.
  const blocks: TextBlock[] = [];
  const headerLines = lines.filter((l) => l.src !== 'body');
  for (const l of headerLines) blocks.push({ text: l.text, weight: 2 });
  for (const s of sections) {
    const w = CONTACT_KINDS.has(s.kind) ? 2 : s.kind === 'references' ? -3 : 0;
    if (s.inline) blocks.push({ text: s.inline, weight: w });
    for (const l of s.lines) blocks.push({ text: l.text, weight: w });
  }
  const emails = findEmails(blocks);
  const name = findName(lines, emails.slice(0, 2));

  const personalLines = [...headerLines, ...linesOf(sections, ['top', 'contact', 'personal', 'summary', 'other', 'declaration'])];
  // The top of the resume: the first section, the start of each unnamed block on page 1 (a second column's top), contact details.
  const topLines = [
    ...headerLines,
    ...(sections[0]?.lines ?? []).slice(0, 14),
    ...sections.filter((s, i) => i > 0 && s.kind === 'other' && !s.title && s.lines[0]?.page === 1).flatMap((s) => s.lines.slice(0, 8)),
    ...linesOf(sections, ['contact', 'personal']),
  ];
  const location = findLocation(personalLines, topLines);

  // Numbers without a country code are read in the resume's own country (India unless its address says otherwise).
  const country = (countryOf(location) ?? regionCountry(topLines, location) ?? 'IN') as CountryCode;
  const phones = findPhones(blocks, country);
  const mobile = phones.find((p) => p.mobile && p.score > -1) ?? phones.find((p) => p.score > -1);

  // CTC: the current one (never 'expected').
  const ctcLabels = findLabeled(
    personalLines.length ? [...personalLines, ...linesOf(sections, ['summary', 'experience'])] : lines,
    /(?:current|present|existing|last\s+drawn|annual|current\s+annual|fixed)?\s*(?:ctc|c\.t\.c\.?|salary|package|compensation|remuneration|pay)(?:\s*\(?(?:annual|p\.?a\.?|per\s+annum|in\s+inr|in\s+lpa|inr)\)?)?/,
  );
  ctcLabels.sort((a, b) => Number(/current|present|existing|last/i.test(b.label)) - Number(/current|present|existing|last/i.test(a.label)));
  let ctc: number | null = null;
  let ctcConf = 0;
  for (const c of ctcLabels) {
    const v = parseMoney(c.value.split(/\b(?:expected|desired|exp\.)\b/i)[0]);
    if (v !== null && v >= 10000) {
      ctc = v;
      ctcConf = /ctc|c\.t\.c/i.test(c.label) ? (/current|present|existing|last/i.test(c.label) ? 0.95 : 0.85) : 0.65;
      break;
    }
  }

  let notice: number | null = null;
  let noticeConf = 0;
  for (const n of findLabeled(lines, /notice\s*period|notice|availability|available\s+to\s+join|joining\s+(?:time|period)|can\s+join(?:\s+(?:in|within))?/)) {
    const v = parseNotice(n.value);
    if (v !== null) {
      notice = v;
      noticeConf = /notice/i.test(n.label) ? 0.95 : 0.75;
      break;
    }
  }

  // Else in running text (a summary sentence, a line wrapped by a narrow column); referees' sections never.
  const prose = runningText(sections.filter((s) => s.kind !== 'references').flatMap((s) => s.lines));
  if (ctc === null) {
    ctc = findCtcInText(prose);
    if (ctc !== null) ctcConf = 0.8;
  }
  if (notice === null) {
    notice = findNoticeInText(prose);
    if (notice !== null) noticeConf = 0.8;
  }

  const expLines = linesOf(sections, ['experience']);
  let exp = extractExperience(expLines, now);
  if (!exp.length) {
    const other = sections.filter((s) => !['education', 'projects', 'certifications', 'training', 'achievements', 'skills', 'references'].includes(s.kind)).flatMap((s) => s.lines);
    exp = extractExperience(other, now, true);
  }

  const eduLines = linesOf(sections, ['education']);
  let edu = extractEducation(eduLines, now);
  if (!edu.length) {
    const cand = sections.filter((s) => !['experience', 'skills', 'projects'].includes(s.kind)).flatMap((s) => s.lines).filter((l) => DEGREE_RE.test(l.text));
    edu = extractEducation(cand, now).filter((e) => e.qualification);
  }

  // Total experience: stated (a label, then a sentence in the summary), else computed from the entries.
  let years: number | null = null;
  let months: number | null = null;
  let expConf = 0;
  const stated = findLabeled(lines, /(?:total|overall)\s+(?:work\s+|it\s+|professional\s+|relevant\s+|industry\s+)?(?:experience|exp\.?|experiance)|(?:work|professional|it|industry)\s+experience|experience|exp\.?|total\s+exp/);
  for (const s of stated) {
    if (!/^\s*(?:\d|fresher)/i.test(s.value)) continue;
    const d = parseDuration(s.value);
    if (d) {
      years = d.years;
      months = d.months;
      expConf = 0.95;
      break;
    }
  }
  if (years === null) {
    let best: { years: number; months: number } | null = null;
    for (const l of [...linesOf(sections, ['top', 'summary']), ...headerLines]) {
      const d = findExperienceSentence(l.text);
      if (d && (!best || d.years * 12 + d.months > best.years * 12 + best.months)) best = d;
    }
    if (best) {
      years = best.years;
      months = best.months;
      expConf = 0.85;
    }
  }
  if (years === null && exp.length) {
    const total = totalMonths(exp, now);
    years = Math.floor(total / 12);
    months = total % 12;
    // Computed from the entries: as good as the entries are.
    expConf = 0.45 + 0.35 * (exp.filter((e) => e.designation && e.company).length / exp.length);
  }

  const skills = skillsOf(sections, matcher, exp.flatMap((e) => [e.company, e.designation]));

  const hasSkillsSection = sections.some((s) => s.kind === 'skills' && (s.lines.length > 0 || s.inline));
  const entryConf = <T>(xs: T[], parts: (x: T) => boolean[]) =>
    xs.length ? xs.reduce((acc, x) => acc + parts(x).filter(Boolean).length / parts(x).length, 0) / xs.length : 0;
  const confidence: Confidence = {
    username: nameConfidence(name, emails[0] ?? '', matcher),
    primary_email: emails[0] ? 0.95 : 0,
    secondary_email: emails[1] ? 0.85 : 0,
    primary_mobile: mobile ? (mobile.mobile ? 0.95 : 0.7) : 0,
    current_location: location ? (knownCity(location) ? 0.85 : 0.55) : 0,
    experience: round(expConf),
    ctc: ctcConf,
    notice_period: noticeConf,
    exp_details: round(entryConf(exp, (e) => [!!e.designation, !!e.company, !!e.from_date, !!e.to_date])),
    education_details: round(entryConf(edu, (e) => [!!e.qualification, !!e.university, !!e.year_of_pass])),
    skills: skills.primary.length + skills.secondary.length ? (hasSkillsSection ? 0.9 : 0.6) : 0,
  };

  const data: ResumeParse = {
    current_location: location,
    username: name,
    primary_mobile: mobile?.value ?? '',
    primary_email: emails[0] ?? '',
    secondary_email: emails[1] ?? '',
    exp_in_years: years,
    exp_in_months: months,
    ctc,
    notice_period: notice,
    profile_pic: '',
    exp_details: exp,
    education_details: edu,
    primary_skills: skills.primary,
    secondary_skills: skills.secondary,
  };
  return { data, confidence };
}
