/**
 * The parser's view of one or more tune-part files: lines (segments, column, size, look) with their sections, and
 * the mismatches against the truth. Refuses files of the reported part (they are never looked at one by one).
 *   npx tsx corpus/thirdparty/show.ts FILE... [--lines]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDocument } from '../../src/parser/document.js';
import { extractFieldsScored } from '../../src/parser/fields/index.js';
import { splitSections } from '../../src/parser/fields/sections.js';
import { DEFAULT_LIMITS, DEFAULT_SKILLS, type ResumeParse } from '../../src/parser/index.js';
import { SkillMatcher } from '../../src/parser/fields/skills.js';

const DIR = __dirname;

async function main() {
  const args = process.argv.slice(2);
  const showLines = args.includes('--lines');
  const matcher = new SkillMatcher(DEFAULT_SKILLS);
  for (const f of args.filter((a) => !a.startsWith('--'))) {
    const name = path.basename(f);
    const exp = JSON.parse(readFileSync(path.join(DIR, 'expected', name.replace(/\.\w+$/, '') + '.' + name.split('.').pop() + '.json'), 'utf8')) as {
      part: string;
      now: string;
      data: ResumeParse;
    };
    if (exp.part !== 'tune') {
      console.log(`${name}: reported part, not shown`);
      continue;
    }
    const doc = await readDocument(readFileSync(path.join(DIR, 'files', name)), DEFAULT_LIMITS, false);
    console.log(`== ${name}`);
    if (showLines)
      for (const s of splitSections(doc.lines)) {
        console.log(`  [${s.kind}] ${s.title}${s.inline ? ' :: ' + s.inline : ''}`);
        for (const l of s.lines)
          console.log(`    p${l.page} c${l.col} ${l.size.toFixed(1)}${l.bold ? 'b' : ''}${l.caps ? 'C' : ''}${l.heading ? 'H' : ''}${l.table ? 'T' : ''} g${l.gap.toFixed(1)} | ${l.segs.join(' ‖ ')}`);
      }
    const { data } = extractFieldsScored(doc, { skills: matcher, now: new Date(exp.now) });
    const e = exp.data;
    for (const k of ['username', 'primary_email', 'primary_mobile', 'exp_in_years', 'exp_in_months', 'ctc', 'notice_period'] as const)
      if (String(e[k]) !== String(data[k])) console.log(`  ${k}: expected ${JSON.stringify(e[k])} got ${JSON.stringify(data[k])}`);
    console.log('  exp expected: ' + e.exp_details.map((x) => `${x.designation} @ ${x.company} ${x.from_date}..${x.to_date}`).join(' ; '));
    console.log('  exp got:      ' + data.exp_details.map((x) => `${x.designation} @ ${x.company} ${x.from_date}..${x.to_date}`).join(' ; '));
    console.log('  edu expected: ' + e.education_details.map((x) => `${x.qualification} @ ${x.university} ${x.year_of_pass}`).join(' ; '));
    console.log('  edu got:      ' + data.education_details.map((x) => `${x.qualification} @ ${x.university} ${x.year_of_pass}`).join(' ; '));
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
