// The statements of sign-in and of the permissions answer (users, roles, modules, role_permissions). Sessions and
// throttling keep theirs in src/auth.
import type { Queryable } from '../../db/index.js';
import { USER_COLUMNS, type AuthUser } from '../../auth/sessions.js';

/** The account with that e-mail (lower-cased), with its password hash; null when none. */
export async function accountByEmail(q: Queryable, email: string) {
  const { rows } = await q.query<AuthUser & { password_hash: string }>(
    `select u.id, u.password_hash, u.status, ${USER_COLUMNS} from users u left join roles r on r.role_id = u.role_id where lower(u.email) = $1`,
    [email],
  );
  return rows[0] ?? null;
}

/** Every module with the role's flags (all 1 for an administrator), in module order. */
export async function modulePermissions(q: Queryable, roleId: number | null, isAdmin: boolean) {
  const { rows } = await q.query<{
    module_id: number;
    module_name: string;
    role_id: number | null;
    m_add: number;
    m_edit: number;
    m_delete: number;
    m_view: number;
  }>(
    `select m.module_id, m.module_name, $1::int as role_id,
            greatest(coalesce(p.m_add, 0), $2)::int as m_add, greatest(coalesce(p.m_edit, 0), $2)::int as m_edit,
            greatest(coalesce(p.m_delete, 0), $2)::int as m_delete, greatest(coalesce(p.m_view, 0), $2)::int as m_view
       from modules m left join role_permissions p on p.module_id = m.module_id and p.role_id = $1
      order by m.module_id`,
    [roleId, isAdmin ? 1 : 0],
  );
  return rows;
}
