/*
 * YAMLResume (@yamlresume/core, npm): its LaTeX renderer with the 'jake' template (Jake's résumé, a one-column
 * layout: the institution or title bold with the dates flush right, the degree or company in italics under it).
 * Its preamble loads fontspec, ctex and Font Awesome 5 for XeLaTeX; here the fontspec/CJK block is dropped and the
 * icons are blank (moderncv's are replaced the same way), so pdflatex sets it in Computer Modern.
 */
import type { Person, YM } from './people.js';

const ymd = (a: YM) => `${a.y}-${String(a.m).padStart(2, '0')}-01`;

function resume(p: Person) {
  return {
    locale: { language: 'en' },
    content: {
      basics: { name: `${p.first} ${p.last}`, email: p.emailShown, phone: p.phoneShown, headline: p.label, summary: [p.summary, p.ctcNotice].filter(Boolean).join(' ') },
      location: { city: p.city, region: p.region },
      education: p.education.map((e) => ({
        institution: e.institution,
        area: e.area,
        degree: e.qualification,
        ...(e.score ? { score: e.score } : {}),
        ...(e.from ? { startDate: `${e.from}-06-01` } : {}),
        ...(e.year ? { endDate: `${e.year}-05-01` } : {}),
      })),
      work: p.jobs.map((j) => ({ name: j.company, position: j.title, startDate: ymd(j.from), ...(j.to === 'present' ? {} : { endDate: ymd(j.to) }), summary: j.bullets.map((b) => `- ${b}`).join('\n') })),
      skills: [{ name: 'Skills', level: 'Expert', keywords: p.skills }],
      languages: p.languages.map((l) => ({ language: l, fluency: 'Full Professional Proficiency' })),
    },
    layouts: [{ engine: 'latex', template: 'jake' }],
  };
}

/** The LaTeX source YAMLResume writes for the person, made to build with pdflatex. */
export async function jakeTex(p: Person): Promise<string> {
  // Installed in this folder only (package.json here), not in the workspaces: resolved when the generator runs.
  const pkg = '@yamlresume/core';
  const core = (await import(pkg)) as { getResumeRenderer(r: unknown, i: number): { render(): string } };
  const src = core.getResumeRenderer(resume(p), 0).render();
  const a = src.indexOf('%% fontspec');
  const b = src.indexOf('%% line spacing');
  return a >= 0 && b > a ? src.slice(0, a) + src.slice(b) : src;
}

/** Blank Font Awesome 5 icons (texlive-fonts-extra is not installed). */
export const FONTAWESOME_STUB = ['\\ProvidesPackage{fontawesome5}', '\\RequirePackage{xparse}', ...['faEnvelope', 'faGlobe', 'faPhoneVolume', 'faStackOverflow', 'faWeixin', 'faLinkedin', 'faGithub'].map((n) => `\\NewDocumentCommand{\\${n}}{o}{}`), ''].join('\n');
