import { DEFAULT_SYNONYMS } from '../default-skills.js';
import type { SkillEntry } from '../types.js';

/** Aliases that are also ordinary words: matched only with the catalogue's own capitalisation. */
const AMBIGUOUS = new Set([
  'go', 'r', 'c', 'swift', 'spring', 'rust', 'express', 'dart', 'less', 'rest', 'node', 'excel', 'word', 'access', 'sales',
  'marketing', 'training', 'teaching', 'research', 'retail', 'banking', 'insurance', 'operations', 'logistics',
  'communication', 'leadership', 'negotiation', 'compliance', 'statistics', 'networking', 'unity', 'ember', 'meteor',
  'ionic', 'chef', 'puppet', 'hive', 'pig', 'storm', 'flask', 'tally', 'agile', 'lean', 'jest', 'babel', 'oracle',
  'ml', 'dl', 'ux', 'sem', 'oop', 'oops', 'gst', 'seo', 'crm', 'sap', 'ios', 'sql', 'android', 'linux', 'figma',
]);

export type SkillHit = { name: string; count: number; first: number };

function squeeze(s: string): string {
  return s.toLowerCase().replace(/[\s-]+/g, '');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a skills catalogue (with synonyms) in text, longest alias first, on word boundaries that respect C++, C#, .NET, Node.js. */
export class SkillMatcher {
  private readonly loose: RegExp | null;
  private readonly strict: RegExp | null;
  private readonly strictCI: RegExp | null;
  private readonly single: RegExp | null;
  private readonly canon = new Map<string, string>();

  constructor(catalogue: SkillEntry[]) {
    const names = new Map<string, string>(); // lower → catalogue spelling
    for (const s of catalogue) if (s.name?.trim()) names.set(s.name.trim().toLowerCase(), s.name.trim());
    const alias = new Map<string, string>(); // alias as written → canonical
    for (const s of catalogue) {
      const name = s.name?.trim();
      if (!name) continue;
      alias.set(name, name);
      for (const syn of s.synonyms ?? []) if (syn.trim()) alias.set(syn.trim(), name);
    }
    for (const [a, c] of Object.entries(DEFAULT_SYNONYMS)) {
      const target = names.get(c.toLowerCase());
      if (target && !alias.has(a)) alias.set(a, target);
    }
    const loose: string[] = [];
    const strict: string[] = [];
    const single: string[] = [];
    for (const [a, c] of alias) {
      const key = a.toLowerCase();
      const sq = squeeze(a);
      if (!this.canon.has(sq) || a === c) this.canon.set(sq, c);
      if (a.length === 1) single.push(a);
      else if (a.length <= 2 || AMBIGUOUS.has(key)) strict.push(a);
      else loose.push(a);
    }
    const build = (list: string[], flags: string) => {
      if (!list.length) return null;
      const alts = [...new Set(list)].sort((x, y) => y.length - x.length).map((a) => escape(a).replace(/\\?\s+/g, '[\\s\\-]*'));
      return new RegExp(`(?<![A-Za-z0-9_@./#+-])(?:${alts.join('|')})(?![A-Za-z0-9_#+]|\\.[A-Za-z0-9]|-[A-Za-z])`, flags);
    };
    this.loose = build(loose, 'gi');
    this.strict = build(strict, 'g');
    this.strictCI = build(strict.filter((a) => a.length > 1), 'gi');
    // One-letter languages (C, R): only as a list item ("C, C++", "R |") — checked by the caller's context too.
    this.single = single.length ? new RegExp(`(?<=^|[,;|/•·(\\t]\\s*|\\s(?:and|&)\\s)(?:${single.map(escape).join('|')})(?=\\s*(?:$|[,;|/•·)\\t]|\\s(?:and|&)\\s))`, 'g') : null;
  }

  private canonical(raw: string): string | null {
    return this.canon.get(squeeze(raw)) ?? null;
  }

  /** Skills in a text: canonical name → count, with the first offset. `listContext` allows one-letter names. */
  find(text: string, listContext: boolean): Map<string, SkillHit> {
    const out = new Map<string, SkillHit>();
    const taken: Array<[number, number]> = [];
    const add = (raw: string, at: number) => {
      const end = at + raw.length;
      if (taken.some(([a, b]) => at < b && end > a)) return;
      const c = this.canonical(raw);
      if (!c) return;
      taken.push([at, end]);
      const h = out.get(c);
      if (h) h.count++;
      else out.set(c, { name: c, count: 1, first: at });
    };
    // Longest matches win across the three patterns: collect all, sort by length.
    const all: Array<{ raw: string; at: number }> = [];
    for (const re of [this.loose, listContext ? this.strictCI : this.strict]) if (re) for (const m of text.matchAll(re)) all.push({ raw: m[0], at: m.index! });
    if (listContext && this.single) for (const m of text.matchAll(this.single)) all.push({ raw: m[0], at: m.index! });
    all.sort((a, b) => b.raw.length - a.raw.length || a.at - b.at);
    if (!listContext) {
      // In running text an everyday word opening a sentence ('Go to market…', 'Sales grew…') is the word, not the skill.
      for (let i = all.length - 1; i >= 0; i--) {
        const h = all[i];
        if (!AMBIGUOUS.has(h.raw.toLowerCase())) continue;
        const before = text.slice(0, h.at);
        if (/(?:^|[.!?:]\s+|^\s*[•\-–*]\s*)$/.test(before)) all.splice(i, 1);
      }
    }
    for (const h of all) add(h.raw, h.at);
    return out;
  }
}
