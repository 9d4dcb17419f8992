// Candidates (spec 001; API.md Candidates): the list with full-text resume search, one record, create and update
// (one multipart request carrying the sub-items, one transaction), delete, the live duplicate check and skills.
//
// Delete is a hard delete, in one transaction: the candidate row and everything hanging on it (experience,
// education, skills, notes, attachments, messages, job-order links with their status history and interviews) go by
// cascade, and the candidate's files (resume, photo, attachments) are removed — rows in the transaction, bytes
// after it commits — so neither the list nor the resume search can find the candidate again. The audit trail keeps
// the fact of the deletion (who, when, the name), never the resume.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit.js';
import { IMAGE_KINDS, RESUME_KINDS } from '../files/kinds.js';
import { fileUrl, readMultipart, type StoredFile } from '../files/service.js';
import { access } from '../http/access.js';
import { checkVersion } from '../http/versions.js';
import { invalid, notFound } from '../http/errors.js';
import { enqueueResumeIndexing } from '../modules/resume-index/service.js';
import { candidatePage } from '../modules/search/service.js';
import { candidateListQuery, SnippetPart } from '../modules/search/schema.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  ListOf,
  Message,
  Nullable,
  OneOf,
} from '../http/schemas.js';
import {
  candidateOf,
  discardUploads,
  dropFileRows,
  isEmail,
  normaliseMobile,
  parsedPhotoOf,
  reencodeProfilePic,
  removeStored,
  withoutCtc,
} from './candidates-common.js';
import {
  assertEmailFree,
  assertGeography,
  COLUMN,
  readCandidateForm,
  storedCandidate,
  replaceSkills,
  resolveSkills,
  saveRows,
  type CandidateForm,
  type CandidateValues,
} from './candidates-input.js';

const Money = Nullable(Type.Number());
const Timestamp = Type.String({ format: 'date-time' });

export const CandidateRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  created_at: Timestamp,
  company_name: Type.String(),
  designation: Type.String(),
  city_name: Nullable(Type.String()),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  notice_period: Nullable(Type.Integer()),
  current_ctc: Money,
  expected_ctc: Money,
  stocks: Money,
});

/** A row of the list: with `q`, a snippet of the resume around the matches (null when the resume has none). */
const CandidateListRow = Type.Composite([
  CandidateRow,
  Type.Object({ snippet: Type.Optional(Nullable(Type.Array(SnippetPart))) }),
]);

const SkillItem = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  skill_name: Type.String(),
});

export const CandidateRecord = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  secondary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  secondary_email: Nullable(Type.String()),
  country: Nullable(Type.Integer()),
  state: Nullable(Type.Integer()),
  city: Nullable(Type.Integer()),
  country_name: Nullable(Type.String()),
  state_name: Nullable(Type.String()),
  city_name: Nullable(Type.String()),
  address: Type.String(),
  identity_card_name: Type.String(),
  identity_card_number: Nullable(Type.String()),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  company_name: Type.String(),
  designation: Type.String(),
  current_ctc: Money,
  expected_ctc: Money,
  fixed_ctc: Money,
  variable_ctc: Money,
  stocks: Money,
  notice_period: Nullable(Type.Integer()),
  resume_source: Type.String(),
  resume_subsource: Type.String(),
  about_candidate: Type.String(),
  free_pool: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  lock_version: Type.Integer({ description: 'The version of the record: send it back with an update (409 when stale).' }),
  skills: Type.Array(SkillItem),
  resume_name: Type.String(),
  resume_type: Type.String({ description: "pdf, docx, doc, html, or '' without a resume" }),
  resume_url: Nullable(Type.String()),
  profile_pic_url: Nullable(Type.String()),
  job_links: Type.Integer({
    description:
      'How many job orders the candidate is linked to (the free pool box is disabled when > 0).',
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const SORTABLE = {
  name: 'lower(c.name)',
  created_at: 'c.created_at',
  company_name: 'lower(c.company_name)',
  designation: 'lower(c.designation)',
  city_name: 'c.city_sort',
  primary_mobile: 'c.primary_mobile',
  primary_email: 'lower(c.primary_email)',
  exp_years: '(c.exp_years * 12 + c.exp_months)',
  exp_months: '(c.exp_years * 12 + c.exp_months)',
  notice_period: 'c.notice_period',
  current_ctc: 'c.current_ctc',
  expected_ctc: 'c.expected_ctc',
  stocks: 'c.stocks',
} as const;
const SORT_KEYS = Object.keys(SORTABLE) as (keyof typeof SORTABLE)[];

const RESUME_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
};

type Row = Record<string, unknown>;

function candidateRecord(request: FastifyRequest, r: Row, skills: Row[]) {
  const { id: _id, resume_file: _rf, pic_file: _pf, resume_mime: _rm, ...rest } = r;
  return {
    ...rest,
    free_pool: r.free_pool ? '1' : '0',
    resume_source: (r.resume_source as string | null) ?? '',
    skills: skills.map((s) => ({
      encrypted_id: String(s.encrypted_id),
      name: String(s.name),
      skill_name: String(s.name),
    })),
    resume_name: (r.resume_name as string | null) ?? '',
    resume_type: RESUME_TYPE[String(r.resume_mime ?? '')] ?? '',
    resume_url: fileUrl(request, r.resume_file as string | null),
    profile_pic_url: fileUrl(request, r.pic_file as string | null),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadRules = {
    resume_name: { kinds: RESUME_KINDS, label: 'resume' },
    parsing_file_name: { kinds: RESUME_KINDS, label: 'parsing file' },
    profile_pic: { kinds: IMAGE_KINDS, label: 'profile pic' },
  };

  app.get(
    '/candidates',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        description:
          'The candidate list. Default order created_at desc, name asc; `limit` 7, 20, 50 or 100. A plain `q` matches a prefix of the ' +
          'name, email, company, city or mobile, or words anywhere in the profile and the resume text. A `q` with boolean syntax ' +
          '(AND, OR, NOT or -word, "phrase", parentheses, prefix*) is full text over the profile and the resume; a malformed one is a ' +
          '422 with `errors.q` naming the problem. With `q` and no `sortby`, the best matches come first (ts_rank; newest first when ' +
          'more than 1,000 match), and each row gains `snippet`: the resume around the matches, the matched words marked. ' +
          'The filters combine with `q` and with each other (AND).',
        querystring: candidateListQuery(SORT_KEYS),
        response: { 200: ListOf(CandidateListRow), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      return (await candidatePage(app.db, {
        query,
        sortExpr: query.sortby ? SORTABLE[query.sortby] : undefined,
        direction: query.direction,
        page: query.page ?? 0,
        limit: query.limit ?? 7,
        timeZone: app.config.timeZone,
      })) as never;
    },
  );

  app.get(
    '/candidates/:id',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        params: IdParams,
        response: { 200: OneOf(CandidateRecord), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<Row>(
        `select c.encrypted_id::text as encrypted_id, c.name, c.primary_mobile, c.secondary_mobile, c.primary_email, c.secondary_email,
                c.country_id as country, c.state_id as state, c.city_id as city, co.name as country_name, st.name as state_name, ci.name as city_name,
                c.address, c.identity_card_name, c.identity_card_number, c.exp_years, c.exp_months, c.company_name, c.designation,
                c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc, c.fixed_ctc::float8 as fixed_ctc,
                c.variable_ctc::float8 as variable_ctc, c.stocks::float8 as stocks, c.notice_period, c.resume_source, c.resume_subsource, c.lock_version,
                c.about_candidate, c.free_pool, rf.encrypted_id::text as resume_file, rf.original_name as resume_name, rf.mime_type as resume_mime,
                pf.encrypted_id::text as pic_file, c.created_at, c.updated_at, c.id,
                (select count(*)::int from candidate_jobs j where j.candidate_id = c.id) as job_links
           from candidates c
           left join countries co on co.id = c.country_id
           left join states st on st.id = c.state_id
           left join cities ci on ci.id = c.city_id
           left join files rf on rf.id = c.resume_file_id
           left join files pf on pf.id = c.profile_pic_file_id
          where c.encrypted_id = $1`,
        [request.params.id],
      );
      if (!rows[0]) throw notFound();
      const skills = await app.db.query<Row>(
        `select s.encrypted_id::text as encrypted_id, s.name from candidate_skills cs join skills s on s.id = cs.skill_id
          where cs.candidate_id = $1 order by lower(s.name)`,
        [rows[0].id],
      );
      return { status: true, data: [candidateRecord(request, rows[0], skills.rows) as never] };
    },
  );

  app.get(
    '/get_candidate_skills/:id',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        params: IdParams,
        response: {
          200: Type.Object({ status: Type.Boolean(), skills: Type.Array(SkillItem) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const c = await candidateOf(app.db, request.params.id);
      const { rows } = await app.db.query<{ encrypted_id: string; name: string }>(
        `select s.encrypted_id::text as encrypted_id, s.name from candidate_skills cs join skills s on s.id = cs.skill_id
          where cs.candidate_id = $1 order by lower(s.name)`,
        [c.id],
      );
      return {
        status: true,
        skills: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          name: r.name,
          skill_name: r.name,
        })),
      };
    },
  );

  app.get(
    '/candidates_duplicates',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        description:
          'The live duplicate check of the add and edit forms: candidates whose primary email equals `email` (case-insensitive) or whose ' +
          'primary or secondary mobile equals `mobile` (both normalised to 10 digits). `exclude` leaves out the candidate being edited.',
        querystring: Type.Object(
          {
            email: Type.Optional(Type.String({ maxLength: 254 })),
            mobile: Type.Optional(Type.String({ maxLength: 30 })),
            exclude: Type.Optional(Type.String({ format: 'uuid' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(
            Type.Array(
              Type.Object({
                encrypted_id: Type.String(),
                name: Type.String(),
                matched: Type.Array(Type.String()),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const email = (request.query.email ?? '').trim().toLowerCase();
      const mobile = normaliseMobile(request.query.mobile ?? '');
      const e = isEmail(email) ? email : null;
      if (!e && !mobile) return { status: true, data: [] };
      const { rows } = await app.db.query<{
        encrypted_id: string;
        name: string;
        by_email: boolean;
        by_mobile: boolean;
      }>(
        `select c.encrypted_id::text as encrypted_id, c.name,
                coalesce(lower(c.primary_email) = $1, false) as by_email,
                coalesce(c.primary_mobile = $2 or c.secondary_mobile = $2, false) as by_mobile
           from candidates c
          where (lower(c.primary_email) = $1 or c.primary_mobile = $2 or c.secondary_mobile = $2)
            and ($3::uuid is null or c.encrypted_id <> $3::uuid)
          order by c.created_at desc limit 5`,
        [e, mobile, request.query.exclude ?? null],
      );
      return {
        status: true,
        data: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          name: r.name,
          matched: [...(r.by_email ? ['email'] : []), ...(r.by_mobile ? ['mobile'] : [])],
        })),
      };
    },
  );

  const formDescription =
    'multipart: the candidate fields (name, primary_mobile, secondary_mobile, primary_email, secondary_email, country, state, city, address, ' +
    'identity_card_name, identity_card_number, exp_years, exp_months, company_name, designation, current_ctc, expected_ctc, fixed_ctc, ' +
    'variable_ctc, stocks, notice_period, resume_source, resume_subsource, about_candidate, free_pool), `skill[i]` (names or ids, any number), ' +
    'files `resume_name`, `parsing_file_name` (kept as the resume when no resume is sent), `profile_pic` (re-encoded, at most 1024 px), ' +
    '`profile_pic_url` (a photo link issued by resume_parse), and JSON-encoded `experience`, `education`, `job_orders` arrays ' +
    '(rows with `encrypted_id` update that row). Everything is saved in one transaction: nothing is saved when anything fails.';

  app.post(
    '/candidates',
    {
      config: { access: access.module('Candidates', 'add') },
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description: formDescription,
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(app, request, uploadRules);
      const stored: (StoredFile | null | undefined)[] = [
        files.resume_name,
        files.parsing_file_name,
        files.profile_pic,
      ];
      try {
        const form = readCandidateForm(app, fields, 'create');
        let resume: StoredFile | null = files.resume_name ?? null;
        let parsing: StoredFile | null = files.parsing_file_name ?? null;
        if (!resume && parsing) [resume, parsing] = [parsing, null];
        const pic = files.profile_pic
          ? await reencodeProfilePic(app, request, files.profile_pic)
          : null;
        stored.push(pic);
        const created = await app.db.tx(async (q) => {
          const v = form.values;
          await assertEmailFree(q, v.primary_email!, null);
          await assertGeography(q, v.country ?? null, v.state ?? null, v.city ?? null);
          const skills = await resolveSkills(q, form.skills ?? []);
          const picId = pic
            ? pic.id
            : form.profilePicUrl
              ? await parsedPhotoOf(app, q, request, form.profilePicUrl)
              : null;
          const cols = Object.keys(v) as (keyof CandidateValues)[];
          const now = app.clock.now();
          const params: unknown[] = [
            ...cols.map((k) => v[k]),
            resume?.id ?? null,
            picId,
            request.auth?.user.id ?? null,
            now,
          ];
          const n = cols.length;
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            `insert into candidates (${cols.map((k) => COLUMN[k]).join(', ')}, resume_file_id, profile_pic_file_id, created_by, created_at, updated_at)
             values (${cols.map((_, i) => `$${i + 1}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 4})
             returning id, encrypted_id::text as encrypted_id`,
            params,
          );
          const id = Number(rows[0].id);
          if (resume) await enqueueResumeIndexing(q, app.clock, id, resume.id);
          await replaceSkills(q, id, skills);
          const saved = await saveRows(q, app, request, id, form);
          await audit(q, request, {
            action: 'candidate.create',
            entityType: 'candidate',
            entityId: id,
            summary: `Candidate ${v.name} added`,
            after: {
              ...withoutCtc(v as Record<string, unknown>),
              skills: skills.map((s) => s.name),
              resume: resume?.original_name ?? null,
              profile_pic: picId !== null,
              experience_rows: saved.experience,
              education_rows: saved.education,
              job_links: saved.links,
            },
          });
          return { id, encrypted_id: rows[0].encrypted_id };
        });
        if (parsing) await discardUploads(app, [parsing]);
        if (resume) app.work.wake();
        return reply.code(201).send({
          status: true,
          message: 'Candidate Added Successfully',
          data: { encrypted_id: created.encrypted_id },
        });
      } catch (e) {
        await discardUploads(app, stored);
        throw e;
      }
    },
  );

  app.post(
    '/candidates/:id',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description: `${formDescription} Only the fields sent change; a field or row sent back as stored is not checked again (a rule added later never blocks a record valid when stored); an empty \`skill[]\` clears the skills.`,
        params: IdParams,
        response: { 200: Message, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, uploadRules);
      const stored: (StoredFile | null | undefined)[] = [
        files.resume_name,
        files.parsing_file_name,
        files.profile_pic,
      ];
      try {
        const form: CandidateForm = readCandidateForm(
          app,
          fields,
          'update',
          await storedCandidate(app.db, request.params.id),
        );
        if (form.encryptedId && form.encryptedId !== request.params.id)
          throw invalid({ encrypted_id: ['The selected candidate is invalid.'] });
        let resume: StoredFile | null = files.resume_name ?? null;
        let parsing: StoredFile | null = files.parsing_file_name ?? null;
        if (!resume && parsing) [resume, parsing] = [parsing, null];
        const pic = files.profile_pic
          ? await reencodeProfilePic(app, request, files.profile_pic)
          : null;
        stored.push(pic);
        const result = await app.db.tx(async (q) => {
          const c = await candidateOf(q, request.params.id, true);
          const version = await checkVersion(app, q, 'candidate', c.id, form.lockVersion);
          const { rows: beforeRows } = await q.query<Row>(
            `select name, primary_mobile, secondary_mobile, primary_email, secondary_email, country_id as country, state_id as state, city_id as city,
                    address, identity_card_name, identity_card_number, exp_years, exp_months, company_name, designation,
                    current_ctc::float8 as current_ctc, expected_ctc::float8 as expected_ctc, fixed_ctc::float8 as fixed_ctc,
                    variable_ctc::float8 as variable_ctc, stocks::float8 as stocks, notice_period, resume_source, resume_subsource,
                    about_candidate, free_pool, resume_file_id, profile_pic_file_id
               from candidates where id = $1`,
            [c.id],
          );
          const before = beforeRows[0];
          const v = form.values;
          const changed = (Object.keys(v) as (keyof CandidateValues)[]).filter(
            (k) => v[k] !== before[k],
          );
          if (
            v.primary_email !== undefined &&
            v.primary_email.toLowerCase() !== String(before.primary_email).toLowerCase()
          ) {
            await assertEmailFree(q, v.primary_email, c.id);
          }
          if (v.country !== undefined || v.state !== undefined || v.city !== undefined) {
            const pick = (k: 'country' | 'state' | 'city') =>
              v[k] !== undefined ? v[k]! : ((before[k] as number | null) ?? null);
            await assertGeography(q, pick('country'), pick('state'), pick('city'));
          }
          if (v.free_pool === true && !before.free_pool) {
            const links = await q.query(
              'select 1 from candidate_jobs where candidate_id = $1 limit 1',
              [c.id],
            );
            if (links.rows.length)
              throw invalid({
                free_pool: ['A candidate linked to job orders cannot be added to the free pool.'],
              });
          }
          const skills = form.skills ? await resolveSkills(q, form.skills) : null;
          const picId = pic
            ? pic.id
            : form.profilePicUrl
              ? await parsedPhotoOf(app, q, request, form.profilePicUrl)
              : null;
          const sets: string[] = [];
          const params: unknown[] = [c.id];
          for (const k of changed) {
            params.push(v[k]);
            sets.push(`${COLUMN[k]} = $${params.length}`);
          }
          const dropped: (number | null)[] = [];
          if (resume) {
            params.push(resume.id);
            sets.push(`resume_file_id = $${params.length}`);
            dropped.push(before.resume_file_id as number | null);
          }
          if (picId) {
            params.push(picId);
            sets.push(`profile_pic_file_id = $${params.length}`);
            dropped.push(before.profile_pic_file_id as number | null);
          }
          params.push(app.clock.now());
          sets.push(`updated_at = $${params.length}`, version);
          await q.query(`update candidates set ${sets.join(', ')} where id = $1`, params);
          if (resume) await enqueueResumeIndexing(q, app.clock, c.id, resume.id);
          if (skills) await replaceSkills(q, c.id, skills);
          const saved = await saveRows(q, app, request, c.id, form);
          const keys = await dropFileRows(
            q,
            dropped.map((x) => (x === null ? null : Number(x))),
          );
          const pickObj = (o: Row) => Object.fromEntries(changed.map((k) => [k, o[k]]));
          await audit(q, request, {
            action: 'candidate.update',
            entityType: 'candidate',
            entityId: c.id,
            summary: `Candidate ${v.name ?? c.name} updated`,
            before: withoutCtc(pickObj(before)),
            after: {
              ...withoutCtc(pickObj(v as Row)),
              ...(skills ? { skills: skills.map((s) => s.name) } : {}),
              ...(resume ? { resume: resume.original_name } : {}),
              ...(picId ? { profile_pic: true } : {}),
              ...(saved.experience ? { experience_rows: saved.experience } : {}),
              ...(saved.education ? { education_rows: saved.education } : {}),
              ...(saved.links.length ? { job_links: saved.links } : {}),
            },
          });
          return { id: c.id, keys };
        });
        await removeStored(app, result.keys);
        if (parsing) await discardUploads(app, [parsing]);
        if (resume) app.work.wake();
        return { status: true, message: 'Candidate Updated Successfully' };
      } catch (e) {
        await discardUploads(app, stored);
        throw e;
      }
    },
  );

  app.delete(
    '/candidate_delete/:id',
    {
      config: { access: access.module('Candidates', 'delete') },
      schema: {
        tags: ['Candidates'],
        description:
          'Hard delete in one transaction: the candidate, its experience, education, skills, notes, attachments, messages, job-order links ' +
          '(with their status history) and interviews, and its files (resume, photo, attachments). Search forgets the candidate at once.',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const keys = await app.db.tx(async (q) => {
        const c = await candidateOf(q, request.params.id, true);
        const { rows } = await q.query<{ id: number }>(
          `select resume_file_id as id from candidates where id = $1 and resume_file_id is not null
           union select profile_pic_file_id from candidates where id = $1 and profile_pic_file_id is not null
           union select file_id from candidate_attachments where candidate_id = $1`,
          [c.id],
        );
        const counts = (
          await q.query<{ links: number; interviews: number; notes: number; attachments: number }>(
            `select (select count(*)::int from candidate_jobs where candidate_id = $1) as links,
                    (select count(*)::int from interviews where candidate_id = $1) as interviews,
                    (select count(*)::int from candidate_notes where candidate_id = $1) as notes,
                    (select count(*)::int from candidate_attachments where candidate_id = $1) as attachments`,
            [c.id],
          )
        ).rows[0];
        await q.query('delete from interviews where candidate_id = $1', [c.id]);
        await q.query('delete from candidate_jobs where candidate_id = $1', [c.id]);
        await q.query('delete from candidates where id = $1', [c.id]);
        const removed = await dropFileRows(
          q,
          rows.map((r) => Number(r.id)),
        );
        await audit(q, request, {
          action: 'candidate.delete',
          entityType: 'candidate',
          entityId: c.id,
          summary: `Candidate ${c.name} deleted`,
          before: { encrypted_id: c.encrypted_id, name: c.name, ...counts, files: removed.length },
        });
        return removed;
      });
      await removeStored(app, keys);
      return { status: true, message: 'Deleted Successfully' };
    },
  );
};

export default routes;
