// Roles and the module permission matrix (spec 000 §2.6, §6; API.md Administration).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { access } from '../http/access.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { DataOf, errorResponses, Message } from '../http/schemas.js';
import { isUniqueViolation } from './admin-common.js';

const Role = Type.Object({ role_id: Type.Integer(), role_name: Type.String() });
const ModuleRow = Type.Object({ module_id: Type.Integer(), module_name: Type.String() });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const PermissionRow = Type.Object({
  role_id: Type.Integer(),
  module_id: Type.Integer(),
  module_name: Type.String(),
  m_add: Type.Integer(),
  m_edit: Type.Integer(),
  m_delete: Type.Integer(),
  m_view: Type.Integer(),
});
const PermissionInput = Type.Object(
  {
    role_id: Type.Integer({ minimum: 1, maximum: 32767 }),
    module_id: Type.Integer({ minimum: 1, maximum: 32767 }),
    m_add: Flag,
    m_edit: Flag,
    m_delete: Flag,
    m_view: Flag,
  },
  { additionalProperties: false },
);

export const ADMIN_ROLE_MESSAGE = 'The admin role always has every permission.';
const FLAGS = ['m_add', 'm_edit', 'm_delete', 'm_view'] as const;

type Perm = { role_id: number; module_id: number; module_name: string; m_add: number; m_edit: number; m_delete: number; m_view: number };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** One row per module for the role; the admin role reads all-granted, unsaved modules read 0. */
  const permissionsOf = async (q: Queryable, roleId: number, isAdminRole: boolean): Promise<Perm[]> => {
    const all = isAdminRole ? 1 : 0;
    const { rows } = await q.query<Perm>(
      `select $1::int as role_id, m.module_id::int as module_id, m.module_name,
              greatest(coalesce(p.m_add, 0), $2)::int as m_add, greatest(coalesce(p.m_edit, 0), $2)::int as m_edit,
              greatest(coalesce(p.m_delete, 0), $2)::int as m_delete, greatest(coalesce(p.m_view, 0), $2)::int as m_view
         from modules m left join role_permissions p on p.module_id = m.module_id and p.role_id = $1
        order by m.module_id`,
      [roleId, all],
    );
    return rows.map((r) => ({ ...r, role_id: Number(r.role_id), module_id: Number(r.module_id) }));
  };

  app.get(
    '/roles',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Administration'],
        description: 'Every role. With role_id (a role id or a role name, e.g. role_id=admin), only that role.',
        querystring: Type.Object({ role_id: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
        response: { 200: DataOf(Type.Array(Role)), ...errorResponses },
      },
    },
    async (request) => {
      const filter = (request.query.role_id ?? '').trim();
      const { rows } = await app.db.query<{ role_id: number; role_name: string }>(
        `select role_id::int as role_id, role_name from roles
          where $1 = '' or role_id::text = $1 or lower(role_name) = lower($1)
          order by role_id`,
        [filter],
      );
      return { status: true, data: rows.map((r) => ({ role_id: Number(r.role_id), role_name: r.role_name })) };
    },
  );

  app.post(
    '/roles',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        body: Type.Object({ name: Type.String({ maxLength: 50 }) }, { additionalProperties: false }),
        response: {
          201: Type.Object({ status: Type.Boolean(), message: Type.String(), data: Role }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw invalid({ name: ['The name field is required.'] });
      const taken = invalid({ name: ['The name has already been taken.'] });
      try {
        const role = await app.db.tx(async (q) => {
          const dup = await q.query('select 1 from roles where lower(role_name) = lower($1)', [name]);
          if (dup.rows.length) throw taken;
          const { rows } = await q.query<{ role_id: number; role_name: string }>(
            'insert into roles (role_name) values ($1) returning role_id::int as role_id, role_name',
            [name],
          );
          const created = { role_id: Number(rows[0].role_id), role_name: rows[0].role_name };
          await audit(q, request, { action: 'role.create', entityType: 'role', entityId: created.role_id, summary: `Role ${name} created`, after: created });
          return created;
        });
        return reply.code(201).send({ status: true, message: 'Added Successfully', data: role });
      } catch (e) {
        if (isUniqueViolation(e)) throw taken;
        throw e;
      }
    },
  );

  app.get(
    '/roles_modules',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Administration'], response: { 200: DataOf(Type.Array(ModuleRow)), ...errorResponses } },
    },
    async () => {
      const { rows } = await app.db.query<{ module_id: number; module_name: string }>(
        'select module_id::int as module_id, module_name from modules order by module_id',
      );
      return { status: true, data: rows.map((r) => ({ module_id: Number(r.module_id), module_name: r.module_name })) };
    },
  );

  app.get(
    '/roles_permissions',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: 'One row per module for the role; flags are 0 where nothing is saved. The admin role reads all-granted.',
        querystring: Type.Object({ role_id: Type.Integer({ minimum: 1, maximum: 32767 }) }, { additionalProperties: false }),
        response: { 200: DataOf(Type.Array(PermissionRow)), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ role_name: string }>('select role_name from roles where role_id = $1', [request.query.role_id]);
      if (!rows[0]) throw notFound();
      return { status: true, data: await permissionsOf(app.db, request.query.role_id, rows[0].role_name.toLowerCase() === 'admin') };
    },
  );

  app.post(
    '/roles_permissions',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: 'Saves the rows sent (normally every module of one role). The admin role cannot lose a flag (409).',
        body: Type.Array(PermissionInput, { minItems: 1, maxItems: 200 }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body;
      const roleIds = [...new Set(input.map((r) => r.role_id))];
      const moduleIds = [...new Set(input.map((r) => r.module_id))];
      const roles = await app.db.query<{ role_id: number; role_name: string }>(
        'select role_id::int as role_id, role_name from roles where role_id = any($1::int[])',
        [roleIds],
      );
      const modules = await app.db.query<{ module_id: number }>('select module_id::int as module_id from modules where module_id = any($1::int[])', [
        moduleIds,
      ]);
      const roleName = new Map(roles.rows.map((r) => [Number(r.role_id), r.role_name]));
      const moduleSet = new Set(modules.rows.map((m) => Number(m.module_id)));
      const errors: Record<string, string[]> = {};
      const seen = new Set<string>();
      input.forEach((row, i) => {
        if (!roleName.has(row.role_id)) (errors[`${i}.role_id`] ??= []).push('The selected role id is invalid.');
        if (!moduleSet.has(row.module_id)) (errors[`${i}.module_id`] ??= []).push('The selected module id is invalid.');
        const key = `${row.role_id}:${row.module_id}`;
        if (seen.has(key)) (errors[`${i}.module_id`] ??= []).push('The module id field has a duplicate value.');
        seen.add(key);
      });
      if (Object.keys(errors).length) throw invalid(errors);
      for (const row of input) {
        if ((roleName.get(row.role_id) ?? '').toLowerCase() === 'admin' && FLAGS.some((f) => row[f] !== 1)) throw conflict(ADMIN_ROLE_MESSAGE);
      }
      await app.db.tx(async (q) => {
        for (const roleId of roleIds) {
          const isAdminRole = (roleName.get(roleId) ?? '').toLowerCase() === 'admin';
          const before = await permissionsOf(q, roleId, false);
          for (const row of input.filter((r) => r.role_id === roleId)) {
            await q.query(
              `insert into role_permissions (role_id, module_id, m_add, m_edit, m_delete, m_view) values ($1, $2, $3, $4, $5, $6)
               on conflict (role_id, module_id) do update
                 set m_add = excluded.m_add, m_edit = excluded.m_edit, m_delete = excluded.m_delete, m_view = excluded.m_view`,
              [row.role_id, row.module_id, row.m_add, row.m_edit, row.m_delete, row.m_view],
            );
          }
          const after = await permissionsOf(q, roleId, false);
          const flags = (rows: Pick<Perm, 'module_name' | 'm_add' | 'm_edit' | 'm_delete' | 'm_view'>[]) =>
            Object.fromEntries(rows.map((r) => [r.module_name, { m_add: r.m_add, m_edit: r.m_edit, m_delete: r.m_delete, m_view: r.m_view }]));
          await audit(q, request, {
            action: 'role.permissions',
            entityType: 'role',
            entityId: roleId,
            summary: `Permissions of role ${roleName.get(roleId)} saved${isAdminRole ? ' (admin role: all granted)' : ''}`,
            before: flags(before),
            after: flags(after),
          });
        }
      });
      return { status: true, message: 'Updated Successfully' };
    },
  );
};

export default routes;
