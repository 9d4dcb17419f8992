import { describe, test } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_SKILLS } from '../default-skills.js';
import { SkillMatcher } from '../fields/skills.js';

const m = new SkillMatcher(DEFAULT_SKILLS);
const find = (t: string, list = true) =>
  [...m.find(t, list).values()].sort((a, b) => a.first - b.first).map((h) => h.name);

describe('skills catalogue matching', () => {
  test('synonyms map to the catalogue name', () => {
    expect(find('JS, ReactJS, React.js, NodeJS, Node JS, Postgres, K8s, Golang')).toEqual([
      'JavaScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Kubernetes',
      'Go',
    ]);
  });
  test('symbols and prefixes: C++, C#, .NET, ASP.NET, Java vs JavaScript', () => {
    expect(find('C, C++, C#, .NET, ASP.NET, Java, JavaScript')).toEqual([
      'C',
      'C++',
      'C#',
      '.NET',
      'ASP.NET',
      'Java',
      'JavaScript',
    ]);
  });
  test('ordinary words are not skills in running text', () => {
    expect(
      find('Go to market plan; we will go live. Sales grew; a spring release.', false),
    ).toEqual([]);
    expect(find('Built services in Go and Rust; led Sales operations.', false)).toEqual([
      'Go',
      'Rust',
      'Sales',
    ]);
    expect(find('I like to go hiking and rest', false)).toEqual([]);
    expect(find('R&D team lead', true)).toEqual([]);
  });
  test('a caller catalogue with its own synonyms', () => {
    const own = new SkillMatcher([{ name: 'Kubernetes', synonyms: ['kube'] }, { name: 'Tally' }]);
    expect(
      [...own.find('kube, K8s, Tally ERP 9', true).values()]
        .sort((a, b) => a.first - b.first)
        .map((h) => [h.name, h.count]),
    ).toEqual([
      ['Kubernetes', 2],
      ['Tally', 1],
    ]);
  });
  test("a list wrapped inside an item ('…, Spring' / 'Boot', 'Employee' / 'Engagement') is put back together; lists wrapped between items stay", async () => {
    const { joinWrappedSkillItems } = await import('../fields/index.js');
    expect(joinWrappedSkillItems(['Kafka, Java, PostgreSQL, Spring', 'Boot'], m)).toEqual(['Kafka, Java, PostgreSQL, Spring Boot', '']);
    expect(joinWrappedSkillItems(['Labour Laws,', 'Talent Acquisition, Workday, Employee', 'Engagement, Payroll'], m)).toEqual(['Labour Laws,', 'Talent Acquisition, Workday, Employee Engagement', 'Payroll']);
    expect(joinWrappedSkillItems(['Java, Python', 'AWS, Docker'], m)).toEqual(['Java, Python', 'AWS, Docker']);
    expect(joinWrappedSkillItems(['Spring Boot', 'Hibernate'], m)).toEqual(['Spring Boot', 'Hibernate']);
    // Read whole: a Word 97 file's skills section, its list wrapped by the page it was converted from.
    const { extractFields } = await import('../fields/index.js');
    const { makeLine } = await import('../model.js');
    const lines = ['Asha Rao', 'Skills', 'Kafka, React, Java, Jenkins, Git, Kubernetes, PostgreSQL, Spring', 'Boot', 'Languages', 'English'].map((t) => makeLine([t]));
    const got = extractFields({ kind: 'doc', lines, images: [], pages: 1 }, { skills: DEFAULT_SKILLS });
    expect(got.primary_skills).toContain('Spring Boot');
    expect(got.primary_skills).not.toContain('Spring');
  });
});
