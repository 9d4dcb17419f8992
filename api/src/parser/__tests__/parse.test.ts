import { test } from 'node:test';
import { expect } from 'expect';
/* End-to-end on resumes written by hand in styles the corpus generator does not produce. */
import { Document, Header, Packer, Paragraph, TabStopPosition, TabStopType, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { DEFAULT_SKILLS, parseResume } from '../index.js';

const now = new Date('2025-06-15');
const parse = (b: Buffer, name: string) =>
  parseResume(b, { fileName: name, skills: DEFAULT_SKILLS, now });

test('HTML job-portal export with labels in cells and run-in text', async () => {
  const html = `<html><body>
  <table width="100%"><tr><td><font size="5"><b>SHREYA BANERJEE</b></font><br>Lead Engineer at Persistent Systems</td></tr></table>
  <table>
   <tr><td>E-Mail</td><td>:</td><td>shreya.b91@gmail.com</td></tr>
   <tr><td>Phone</td><td>:</td><td>+91-99001 22334</td></tr>
   <tr><td>Current Location</td><td>:</td><td>Kolkata</td></tr>
   <tr><td>Total Exp.</td><td>:</td><td>7 Yrs 3 Mths</td></tr>
   <tr><td>Annual CTC</td><td>:</td><td>24.5 Lacs</td></tr>
   <tr><td>Notice Period</td><td>:</td><td>45 Days</td></tr>
  </table>
  <h3>IT SKILLS</h3><p>Java 8, Spring-Boot, Hibernate, Oracle, Angular JS, Jenkins</p>
  <h3>PROFESSIONAL EXPERIENCE</h3>
  <p><b>Persistent Systems Ltd.</b>, Kolkata &nbsp;&nbsp; <i>Apr 2021 - Till date</i></p><p>Lead Engineer</p>
  <ul><li>Moved the order service to Kafka.</li></ul>
  <p><b>Tech Mahindra</b>, Pune &nbsp;&nbsp; <i>Mar 2018 - Mar 2021</i></p><p>Software Engineer</p>
  <h3>EDUCATION</h3>
  <p>B.E. (Computer Engineering) - Jadavpur University - 2017 - 8.1 CGPA</p>
  </body></html>`;
  const { data } = await parse(Buffer.from(html), 'export.html');
  expect(data.username).toBe('Shreya Banerjee');
  expect(data.primary_email).toBe('shreya.b91@gmail.com');
  expect(data.primary_mobile).toBe('9900122334');
  expect(data.current_location).toBe('Kolkata');
  expect([data.exp_in_years, data.exp_in_months]).toEqual([7, 3]);
  expect(data.ctc).toBe(2_450_000);
  expect(data.notice_period).toBe(45);
  expect(data.exp_details).toEqual([
    {
      designation: 'Lead Engineer',
      company: 'Persistent Systems Ltd.',
      from_date: '2021-04-01',
      to_date: ' Till Date',
    },
    {
      designation: 'Software Engineer',
      company: 'Tech Mahindra',
      from_date: '2018-03-01',
      to_date: '2021-03-01',
    },
  ]);
  expect(data.education_details).toEqual([
    {
      qualification: 'B.E. (Computer Engineering)',
      university: 'Jadavpur University',
      year_of_pass: '2017',
    },
  ]);
  expect(data.primary_skills).toEqual([
    'Java',
    'Spring Boot',
    'Hibernate',
    'Oracle',
    'Angular',
    'Jenkins',
  ]);
  expect(data.secondary_skills).toEqual(['Kafka']);
});

test('PDF with the sidebar on the right, a grey band and dates on their own lines', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const reg = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  page.drawRectangle({ x: 395, y: 0, width: 200, height: 842, color: rgb(0.93, 0.93, 0.95) });
  const T = (t: string, x: number, y: number, size = 10.5, f = reg) =>
    page.drawText(t, { x, y, size, font: f });
  T('Daniel Hughes', 40, 780, 26, bold);
  T('Site Reliability Engineer', 40, 755, 13);
  T('WORK HISTORY', 40, 710, 12, bold);
  T('Blue Yonder — Staff SRE', 40, 690, 11, bold);
  T('March 2021 – Present', 40, 675);
  T('• Cut paging alerts by half with better SLOs.', 48, 660);
  T('Initech — DevOps Engineer', 40, 630, 11, bold);
  T('June 2017 – February 2021', 40, 615);
  T('• Ran the Terraform modules for three regions.', 48, 600);
  T('EDUCATION', 40, 560, 12, bold);
  T('University of Manchester', 40, 540, 11, bold);
  T('BSc Computer Science, 2017', 40, 525);
  T('CONTACT', 410, 780, 12, bold);
  T('daniel.hughes@fastmail.com', 410, 760);
  T('+44 7911 123456', 410, 745);
  T('Manchester, United Kingdom', 410, 730);
  T('SKILLS', 410, 700, 12, bold);
  for (const [i, s] of ['Kubernetes', 'Terraform', 'Prometheus', 'Go', 'Linux', 'AWS'].entries())
    T(s, 410, 682 - i * 15);
  doc.setCreationDate(new Date('2025-02-01'));
  const { data } = await parse(Buffer.from(await doc.save()), 'cv.pdf');
  expect(data.username).toBe('Daniel Hughes');
  expect(data.primary_email).toBe('daniel.hughes@fastmail.com');
  expect(data.primary_mobile).toBe('+447911123456');
  expect(data.current_location).toBe('Manchester');
  expect(data.exp_details).toEqual([
    {
      designation: 'Staff SRE',
      company: 'Blue Yonder',
      from_date: '2021-03-01',
      to_date: ' Till Date',
    },
    {
      designation: 'DevOps Engineer',
      company: 'Initech',
      from_date: '2017-06-01',
      to_date: '2021-02-01',
    },
  ]);
  // Not stated: computed from the entries up to the file's own date (Feb 2025).
  expect([data.exp_in_years, data.exp_in_months]).toEqual([7, 8]);
  expect(data.education_details).toEqual([
    {
      qualification: 'BSc Computer Science',
      university: 'University of Manchester',
      year_of_pass: '2017',
    },
  ]);
  expect(data.primary_skills).toEqual([
    'Kubernetes',
    'Terraform',
    'Prometheus',
    'Go',
    'Linux',
    'AWS',
  ]);
  expect(data.ctc).toBeNull();
});

test('DOCX with the contact block in the page header and tab-aligned dates', async () => {
  const tab = { tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }] };
  const d = new Document({
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [new TextRun({ text: 'Pooja Deshpande', bold: true, size: 36 })],
              }),
              new Paragraph('pooja.deshpande@yahoo.in  •  098220 44556  •  Nagpur'),
            ],
          }),
        },
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Career Objective', bold: true })] }),
          new Paragraph(
            'Chartered accountant with 6 years of experience in audit and taxation, now in FP&A.',
          ),
          new Paragraph({ children: [new TextRun({ text: 'Employment', bold: true })] }),
          new Paragraph({
            ...tab,
            children: [
              new TextRun({ text: 'Finance Manager, Bajaj Finserv', bold: true }),
              new TextRun('\t08/2022 – Present'),
            ],
          }),
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun('Owned budgeting and the monthly MIS in SAP.')],
          }),
          new Paragraph({
            ...tab,
            children: [
              new TextRun({ text: 'Audit Associate, Deloitte', bold: true }),
              new TextRun('\t07/2019 – 07/2022'),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: 'Qualifications', bold: true })] }),
          new Paragraph('Chartered Accountant, ICAI, 2019'),
          new Paragraph('B.Com, RTM Nagpur University, 2016'),
          new Paragraph({ children: [new TextRun({ text: 'Key Skills', bold: true })] }),
          new Paragraph('Taxation | GST | Auditing | Financial Modelling | Advanced Excel'),
          new Paragraph('Place: Nagpur'),
          new Paragraph('Date: 02/04/2025'),
        ],
      },
    ],
  });
  const { data } = await parse(Buffer.from(await Packer.toBuffer(d)), 'cv.docx');
  expect(data.username).toBe('Pooja Deshpande');
  expect(data.primary_email).toBe('pooja.deshpande@yahoo.in');
  expect(data.primary_mobile).toBe('9822044556');
  expect(data.current_location).toBe('Nagpur');
  expect([data.exp_in_years, data.exp_in_months]).toEqual([6, 0]);
  expect(data.exp_details).toEqual([
    {
      designation: 'Finance Manager',
      company: 'Bajaj Finserv',
      from_date: '2022-08-01',
      to_date: ' Till Date',
    },
    {
      designation: 'Audit Associate',
      company: 'Deloitte',
      from_date: '2019-07-01',
      to_date: '2022-07-01',
    },
  ]);
  expect(
    data.education_details.map((e) => [e.qualification, e.university, e.year_of_pass]),
  ).toEqual([
    ['Chartered Accountant', 'ICAI', '2019'],
    ['B.Com', 'RTM Nagpur University', '2016'],
  ]);
  expect(data.primary_skills).toEqual([
    'Taxation',
    'GST',
    'Auditing',
    'Financial Modeling',
    'Excel',
  ]);
  expect(data.secondary_skills).toEqual(expect.arrayContaining(['Budgeting', 'SAP']));
});

test('projects with dates, a short year range and a sentence holding a range', async () => {
  const { data } = await parse(
    Buffer.from(`<html><body><h1>Mr. Anil K. Yadav</h1><p>anil.yadav@gmail.com, 9812345678</p><p>Software engineer with 8 years of experience.</p>
    <h2>Experience</h2><p><b>Senior Developer</b> | Oracle Financial Services Software | 2019 – Present</p><ul><li>Handled the 2020-21 migration for 3 banks.</li></ul>
    <p><b>Developer</b> | Mastek | 2016 – 2019</p>
    <h2>Projects</h2><p><b>Core Banking Revamp</b> (ICICI Bank) Jan 2020 - Dec 2021</p><p>Tech: Java, Oracle</p>
    <h2>Education</h2><p>B.Tech (CSE), 2012-16, Amity University, Noida</p><p>12th, 2012, CBSE</p></body></html>`),
    'a.html',
  );
  expect(data.username).toBe('Anil K. Yadav');
  expect([data.exp_in_years, data.exp_in_months]).toEqual([8, 0]);
  expect(data.exp_details.map((e) => `${e.designation} @ ${e.company}`)).toEqual([
    'Senior Developer @ Oracle Financial Services Software',
    'Developer @ Mastek',
  ]);
  expect(data.education_details[0]).toEqual({
    qualification: 'B.Tech (CSE)',
    university: 'Amity University',
    year_of_pass: '2016',
  });
  expect(data.primary_skills).toEqual([]); // no skills section and nothing used twice (an employer's name is not a mention)
  expect(data.secondary_skills).toEqual(expect.arrayContaining(['Java', 'Oracle']));
});

test('everything in one label | content table', async () => {
  const { data } = await parse(
    Buffer.from(`<html><body><table><tr><td>Name</td><td>Ritu Agarwal</td></tr><tr><td>Contact</td><td>ritu.a@gmail.com / 98111 22233</td></tr>
    <tr><td>Work Experience</td><td><p>HR Executive, Quess Corp (Jun 2021 - Present)</p><p>HR Trainee, TeamLease Services (Jan 2020 - May 2021)</p></td></tr>
    <tr><td>Education</td><td><p>MBA (HR), Symbiosis, 2019</p><p>BBA, Delhi University, 2017</p></td></tr>
    <tr><td>Skills</td><td>Recruitment, Payroll, Onboarding, MS Excel</td></tr></table></body></html>`),
    'b.html',
  );
  expect(data.username).toBe('Ritu Agarwal');
  expect(data.primary_mobile).toBe('9811122233');
  expect(data.exp_details).toEqual([
    {
      designation: 'HR Executive',
      company: 'Quess Corp',
      from_date: '2021-06-01',
      to_date: ' Till Date',
    },
    {
      designation: 'HR Trainee',
      company: 'TeamLease Services',
      from_date: '2020-01-01',
      to_date: '2021-05-01',
    },
  ]);
  expect(data.education_details.map((e) => e.university)).toEqual([
    'Symbiosis',
    'Delhi University',
  ]);
  expect(data.primary_skills).toEqual(['Recruitment', 'Payroll', 'Onboarding', 'Excel']);
  expect([data.exp_in_years, data.exp_in_months]).toEqual([5, 5]);
});
