/*
 * LaTeX CV classes from Debian's TeX Live whose layouts differ from moderncv, paracol and currvita:
 * the Europass CV (a label column: 'Dates | Title of qualification awarded | Organisation'), a KOMA-Script CV
 * (komacv: dates in a left column, every entry a tabular row), simplecv (education before experience, the
 * passing year after the degree on its line) and tucv (a university's CV style: the school, then its degrees
 * with the dates flush right in a narrow column, wrapped over two lines).
 */
import { MONTHS, MONTHS_LONG, type Person, type School, type YM } from './people.js';

const tex = (s: string) => s.replace(/\\/g, '\\textbackslash{}').replace(/([&%$#_{}])/g, '\\$1').replace(/~/g, '\\~{}').replace(/\^/g, '\\^{}');
const mon = (a: YM) => `${MONTHS[a.m - 1]} ${a.y}`;
const monLong = (a: YM) => `${MONTHS_LONG[a.m - 1]} ${a.y}`;
const degree = (e: School) => `${tex(e.qualification)}${e.area ? ` in ${tex(e.area)}` : ''}`;
const summary = (p: Person) => tex([p.summary, p.ctcNotice].filter(Boolean).join(' '));
const pad = (n: number) => String(n).padStart(2, '0');

/** Europass: the label column holds dates and section names; the qualification is the title, the organisation below. */
export function europass(p: Person, photoFile: string | null): string {
  const L: string[] = [];
  L.push('\\documentclass[english,a4paper]{europasscv}', '\\usepackage[english]{babel}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}');
  L.push(`\\ecvname{${tex(p.first)} ${tex(p.last)}}`, `\\ecvaddress{${tex(p.city)}, ${tex(p.region)}}`, `\\ecvmobile{${tex(p.phoneShown)}}`, `\\ecvemail{${tex(p.emailShown)}}`);
  if (photoFile) L.push(`\\ecvpicture{${photoFile}}`);
  L.push('\\begin{document}', '\\begin{europasscv}', '\\ecvpersonalinfo');
  L.push(`\\ecvitem{\\ecvhighlight{Job applied for}}{\\ecvhighlight{${tex(p.label)}}}`);
  L.push('\\ecvsection{Personal statement}', `\\ecvitem{}{${summary(p)}}`);
  L.push('\\ecvsection{Work experience}');
  for (const j of p.jobs) {
    const ymd = (a: YM) => `${pad(a.m)}/${a.y}`;
    L.push(`\\ecvtitle{${ymd(j.from)}--${j.to === 'present' ? 'Present' : ymd(j.to)}}{${tex(j.title)}}`, `\\ecvitem{}{${tex(j.company)}, ${tex(j.city)}}`);
    L.push(`\\ecvitem{}{\\begin{ecvitemize}${j.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{ecvitemize}}`);
  }
  L.push('\\ecvsection{Education and training}');
  for (const e of p.education) {
    const dates = e.year ? (e.from ? `${e.from}--${e.year}` : String(e.year)) : '';
    L.push(`\\ecvtitle{${dates}}{${degree(e)}}`, `\\ecvitem{}{${tex(e.institution)}}`);
    if (e.score) L.push(`\\ecvitem{}{${tex(e.score)}}`);
  }
  L.push('\\ecvsection{Personal skills}', `\\ecvmothertongue{${tex(p.languages[0])}}`);
  if (p.languages.length > 1) L.push(`\\ecvitem{Other languages}{${p.languages.slice(1).map(tex).join(', ')}}`);
  L.push(`\\ecvitem{Job-related skills}{${p.skills.map(tex).join(', ')}}`);
  L.push('\\end{europasscv}', '\\end{document}');
  return L.join('\n');
}

/** komacv (KOMA-Script): dates in the left hints column, jobs as \cventry rows, degrees as one-row \cvitem lines. */
export function komacv(p: Person, photoFile: string | null): string {
  const L: string[] = [];
  // The class sets T1 fonts: Helvetica's are scalable here (cm-super is not installed). Its fields are macros to renew.
  L.push('\\documentclass[paper=a4,fontsize=11pt,fontawesome=false]{komacv}', '\\usepackage{helvet}');
  const set = (k: string, v: string) => `\\renewcommand*{\\${k}}{${v}}`;
  L.push(set('firstname', tex(p.first)), set('familyname', tex(p.last)), set('addressstreet', tex(p.city)), set('addresscity', tex(p.region)), set('mobile', tex(p.phoneShown)), set('email', tex(p.emailShown)));
  if (photoFile) L.push(`\\photo[0.4pt]{2.2cm}{${photoFile}}`);
  L.push('\\begin{document}', '\\maketitle');
  L.push('\\section{Profile}', `\\cvitem{}{${tex(p.label)}. ${summary(p)}}`);
  L.push('\\section{Work History}');
  for (const j of p.jobs) L.push(`\\cventry{${mon(j.from)} -- ${j.to === 'present' ? 'now' : mon(j.to)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${tex(j.bullets.join(' '))}}`);
  L.push('\\section{Education}');
  for (const e of p.education) L.push(`\\cvitem{${e.year ? (e.from ? `${e.from} -- ${e.year}` : String(e.year)) : ''}}{\\textbf{${degree(e)}}, ${tex(e.institution)}${e.score ? `; ${tex(e.score)}` : ''}}`);
  L.push('\\section{Skills}', `\\cvitem{}{${p.skills.map(tex).join(', ')}}`);
  L.push('\\section{Languages}', `\\cvitem{}{${p.languages.map(tex).join(', ')}}`);
  L.push('\\end{document}');
  return L.join('\n');
}

/** simplecv: a two-sided header (name and place left, contact right); education first, 'Degree, Year' on one line. */
export function simplecv(p: Person): string {
  const L: string[] = [];
  L.push('\\documentclass[a4paper,11pt]{simplecv}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', '\\usepackage[margin=2cm]{geometry}');
  L.push(`\\leftheader{${tex(p.first)} ${tex(p.last)}\\\\${tex(p.city)}, ${tex(p.region)}}`, `\\rightheader{Mobile: ${tex(p.phoneShown)}\\\\E-mail: ${tex(p.emailShown)}}`);
  L.push(`\\title{${tex(p.label)}}`);
  L.push('\\begin{document}', '\\maketitle');
  L.push('\\section{Objective}', summary(p));
  L.push('\\section{Education}', '\\begin{topic}');
  for (const e of p.education) L.push(`\\item[] \\textbf{${degree(e)}}${e.year ? `, ${e.year}` : ''}\\\\ ${tex(e.institution)}${e.score ? ` (${tex(e.score)})` : ''}`);
  L.push('\\end{topic}', '\\section{Experience}', '\\begin{topic}');
  for (const j of p.jobs) L.push(`\\item[${mon(j.from)}--${j.to === 'present' ? 'date' : mon(j.to)}] ${tex(j.title)}, ${tex(j.company)}, ${tex(j.city)}\\\\ \\normalfont ${tex(j.bullets.join(' '))}`);
  L.push('\\end{topic}', '\\section{Skills}', p.skills.map(tex).join(', '));
  L.push('\\section{Languages}', p.languages.map(tex).join(', '), '\\end{document}');
  return L.join('\n');
}

/** tucv: section bars; the school and its city, then the degree with its dates flush right ('from --' over 'to'). */
export function tucv(p: Person): string {
  const L: string[] = [];
  L.push('\\documentclass[11pt,letterpaper]{article}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', '\\usepackage[pagesetup]{tucv}');
  L.push('\\begin{document}', `\\begin{center}{\\LARGE\\textbf{${tex(p.first)} ${tex(p.last)}}}\\\\[2pt] ${tex(p.label)}\\\\ ${tex(p.city)}, ${tex(p.region)} $\\cdot$ ${tex(p.phoneShown)} $\\cdot$ ${tex(p.emailShown)}\\end{center}`);
  L.push('\\resheading{Summary}\\\\', `\\resentrysinglecol{${summary(p)}}\\\\`);
  L.push('\\resheading{Education}\\\\');
  for (const e of p.education) {
    L.push(`\\resschool{${tex(e.institution)}}{}\\\\`);
    const when = e.year ? (e.from ? `${e.from} -- \\newline ${e.year}` : String(e.year)) : '';
    L.push(`\\ressubentry{${degree(e)}${e.score ? ` \\newline \\textit{${tex(e.score)}}` : ''}}{${when}}\\\\`);
  }
  L.push('\\resheading{Professional Experience}\\\\');
  for (const j of p.jobs) {
    L.push(`\\resemployer{${tex(j.company)}}{${tex(j.city)}}\\\\`);
    L.push(`\\resjob[${tex(j.bullets.join(' '))}]{${tex(j.title)}}{${monLong(j.from)}}{${j.to === 'present' ? 'Present' : monLong(j.to)}}\\\\`);
  }
  L.push('\\resheading{Skills}\\\\', `\\resentrysinglecol{${p.skills.map(tex).join(', ')}}\\\\`);
  L.push('\\resheading{Languages}\\\\', `\\resentrysinglecol{${p.languages.map(tex).join(', ')}}`);
  L.push('\\end{document}');
  return L.join('\n');
}
