// The skills catalogue (spec 000 §2.5; API.md Administration). Names are unique case-insensitively;
// renaming a skill onto another skill's name merges the two.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { access } from '../http/access.js';
import { runList } from '../http/lists.js';
import { invalid, notFound } from '../http/errors.js';
import { Created, errorResponses, IdParams, ListOf, listQuery, Message, Uuid } from '../http/schemas.js';
import { isUniqueViolation } from './admin-common.js';

const SkillRow = Type.Object({ encrypted_id: Type.String(), name: Type.String(), skill_name: Type.String() });
const Name = Type.String({ maxLength: 100 });

const TAKEN = 'The name has already been taken.';

/** Trimmed, inner runs of white space made one space; 422 when nothing is left. */
function skillName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw invalid({ name: ['The name field is required.'] });
  return name;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/skills',
    {
      // The candidate and job order forms read the catalogue too (skill pickers).
      config: { access: access.module(['Skills', 'Candidates', 'Job Orders'], 'view') },
      schema: {
        tags: ['Skills'],
        querystring: listQuery(['name', 'skill_name', 'created_at']),
        response: { 200: ListOf(SkillRow), ...errorResponses },
      },
    },
    async (request) =>
      runList<{ encrypted_id: string; name: string; skill_name: string }>(
        app.db,
        {
          select: 's.encrypted_id::text as encrypted_id, s.name, s.name as skill_name',
          from: 'skills s',
          sortable: { name: 'lower(s.name)', skill_name: 'lower(s.name)', created_at: 's.created_at' },
          defaultSort: [['lower(s.name)', 'asc']],
          search: ['s.name'],
          tiebreak: 's.id',
          defaultLimit: 20,
        },
        request.query,
      ),
  );

  app.post(
    '/skills',
    {
      // Adding a skill is offered by the candidate and job order forms as well.
      config: { access: access.module(['Skills', 'Candidates', 'Job Orders'], 'add') },
      schema: {
        tags: ['Skills'],
        body: Type.Object({ name: Name }, { additionalProperties: false }),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const name = skillName(request.body.name);
      try {
        const id = await app.db.tx(async (q) => {
          const dup = await q.query('select 1 from skills where lower(name) = lower($1)', [name]);
          if (dup.rows.length) throw invalid({ name: [TAKEN] });
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            'insert into skills (name, created_at, updated_at) values ($1, $2, $2) returning id, encrypted_id::text as encrypted_id',
            [name, app.clock.now()],
          );
          await audit(q, request, { action: 'skill.create', entityType: 'skill', entityId: Number(rows[0].id), summary: `Skill ${name} added`, after: { name } });
          return rows[0].encrypted_id;
        });
        return reply.code(201).send({ status: true, message: 'Skills added successfully', data: { encrypted_id: id } });
      } catch (e) {
        if (isUniqueViolation(e)) throw invalid({ name: [TAKEN] });
        throw e;
      }
    },
  );

  app.delete(
    '/skills/:id',
    {
      config: { access: access.module('Skills', 'delete') },
      schema: { tags: ['Skills'], params: IdParams, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; name: string; candidates: number; jobs: number }>(
          `select s.id, s.name,
                  (select count(*)::int from candidate_skills c where c.skill_id = s.id) as candidates,
                  (select count(*)::int from job_skills j where j.skill_id = s.id) as jobs
             from skills s where s.encrypted_id = $1 for update`,
          [request.params.id],
        );
        const skill = rows[0];
        if (!skill) throw notFound();
        await q.query('delete from skills where id = $1', [skill.id]);
        await audit(q, request, {
          action: 'skill.delete',
          entityType: 'skill',
          entityId: Number(skill.id),
          summary: `Skill ${skill.name} deleted (${skill.candidates} candidate and ${skill.jobs} job order references removed)`,
          before: { name: skill.name, candidates: Number(skill.candidates), job_orders: Number(skill.jobs) },
        });
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  app.post(
    '/update_skill',
    {
      config: { access: access.module('Skills', 'edit') },
      schema: {
        tags: ['Skills'],
        description:
          'Renames a skill. When another skill already has that name (case-insensitive), the two merge in one transaction: ' +
          'candidates and job orders of the renamed skill move to the other one (each keeps one reference), its synonyms move ' +
          'and its old name becomes a synonym, and it is deleted.',
        body: Type.Object({ name: Name, encrypted_id: Uuid }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            status: Type.Boolean(),
            message: Type.String(),
            data: Type.Object({ encrypted_id: Type.String(), name: Type.String(), merged: Type.Boolean() }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const name = skillName(request.body.name);
      try {
        return await app.db.tx(async (q) => {
          const now = app.clock.now();
          const { rows } = await q.query<{ id: number; name: string }>('select id, name from skills where encrypted_id = $1 for update', [
            request.body.encrypted_id,
          ]);
          const from = rows[0];
          if (!from) throw notFound();
          const other = (
            await q.query<{ id: number; encrypted_id: string; name: string }>(
              'select id, encrypted_id::text as encrypted_id, name from skills where lower(name) = lower($1) and id <> $2 for update',
              [name, from.id],
            )
          ).rows[0];

          if (!other) {
            await q.query('update skills set name = $2, updated_at = $3 where id = $1', [from.id, name, now]);
            await audit(q, request, {
              action: 'skill.rename',
              entityType: 'skill',
              entityId: Number(from.id),
              summary: `Skill ${from.name} renamed to ${name}`,
              before: { name: from.name },
              after: { name },
            });
            return { status: true, message: 'Updated Successfully', data: { encrypted_id: request.body.encrypted_id, name, merged: false } };
          }

          // Merge `from` into `other`: every reference moves, none is duplicated.
          const counts = (
            await q.query<{ candidates: number; jobs: number }>(
              `select (select count(*)::int from candidate_skills where skill_id = $1) as candidates,
                      (select count(*)::int from job_skills where skill_id = $1) as jobs`,
              [from.id],
            )
          ).rows[0];
          await q.query(
            `insert into candidate_skills (candidate_id, skill_id)
             select candidate_id, $2 from candidate_skills where skill_id = $1
             on conflict (candidate_id, skill_id) do nothing`,
            [from.id, other.id],
          );
          await q.query('delete from candidate_skills where skill_id = $1', [from.id]);
          // A job order keeps the stronger of the two types (primary over secondary).
          await q.query(
            `insert into job_skills (job_id, skill_id, skill_type)
             select job_id, $2, skill_type from job_skills where skill_id = $1
             on conflict (job_id, skill_id) do update
               set skill_type = case when job_skills.skill_type = 'primary' or excluded.skill_type = 'primary' then 'primary' else 'secondary' end`,
            [from.id, other.id],
          );
          await q.query('delete from job_skills where skill_id = $1', [from.id]);
          await q.query('update skill_synonyms set skill_id = $2 where skill_id = $1', [from.id, other.id]);
          await q.query('delete from skills where id = $1', [from.id]);
          // The old spelling keeps mapping to the skill (resume parsing, search), unless it is the same word.
          if (from.name.toLowerCase() !== other.name.toLowerCase()) {
            await q.query('insert into skill_synonyms (skill_id, synonym) values ($1, $2) on conflict do nothing', [other.id, from.name]);
          }
          if (other.name !== name) await q.query('update skills set name = $2, updated_at = $3 where id = $1', [other.id, name, now]);
          else await q.query('update skills set updated_at = $2 where id = $1', [other.id, now]);
          await audit(q, request, {
            action: 'skill.merge',
            entityType: 'skill',
            entityId: Number(other.id),
            summary: `Skill ${from.name} merged into ${name}`,
            before: { merged_skill: from.name, into: other.name },
            after: { name, candidates: Number(counts.candidates), job_orders: Number(counts.jobs) },
          });
          return { status: true, message: 'Updated Successfully', data: { encrypted_id: other.encrypted_id, name, merged: true } };
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw invalid({ name: [TAKEN] });
        throw e;
      }
    },
  );
};

export default routes;
