// Administration (spec 000 §2.6, §2.7, §5; API.md Administration): users, roles and their module permissions,
// signed-in sessions and 'Login as User': schemas and messages.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, SavedOf, Timestamp, Uuid } from './common';
import { SessionUser } from './session';

// ---------------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------------

export const MESSAGES = {
  emailTaken: 'The email has already been taken.',
  mobile: 'Mobile number must be 10 digits',
  mismatch: 'Password mismatch',
  firstNameLetters: 'The first name may only contain letters and spaces.',
  lastNameLetters: 'The last name may only contain letters and spaces.',
  selfDelete: 'You cannot delete your own account.',
  selfDeactivate: 'You cannot deactivate your own account.',
  lastAdminDelete: 'The last active admin cannot be deleted.',
  lastAdminChange: 'The last active admin cannot be deactivated or given another role.',
  currentPasswordWrong: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current password.',
} as const;

export const UserRow = Type.Object({
  encrypted_id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: Nullable(Type.Integer()),
  role_name: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  created_at: Timestamp,
  locked_until: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        description:
          'Sign-in locked until then after failed attempts (null: not locked); POST /api/users/{id}/unlock ends it.',
      }),
    ),
  ),
});

const RoleInput = Nullable(Type.Integer({ minimum: 1, maximum: 32767 }));
const Text = (max: number) => Type.String({ maxLength: max });

export const NewUser = Closed({
  first_name: Text(100),
  last_name: Type.Optional(Text(100)),
  email: Text(254),
  password: Text(1024),
  password_confirmation: Text(1024),
  mobile: Text(20),
  role: RoleInput,
});

export const UserUpdate = Closed({
  encrypted_id: Uuid,
  first_name: Text(100),
  last_name: Type.Optional(Text(100)),
  mobile: Text(20),
  role: RoleInput,
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  password: Type.Optional(Text(1024)),
  password_confirmation: Type.Optional(Text(1024)),
});

export const UserByEmailQuery = Closed({ email: Type.String({ minLength: 1, maxLength: 254 }) });

export const UserSearchBody = Closed({ email: Type.String({ minLength: 3, maxLength: 254 }) });
export const UserPick = Type.Object({
  email: Type.String(),
  encrypted_id: Type.String(),
  username: Type.String(),
  user_type: Type.String(),
  status: Type.String(),
});

export const UsersListQuery = Closed({ user_type: Type.Optional(Type.String({ maxLength: 50 })) });
export const UsersListRow = Type.Object({
  user_id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  user_type: Type.String(),
});

export const ChangePassword = Closed({
  current_password: Text(1024),
  password: Text(1024),
  password_confirmation: Text(1024),
});

export const USER_SORTS = [
  'first_name',
  'email',
  'role_name',
  'status',
  'mobile',
  'created_at',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Roles and permissions
// ---------------------------------------------------------------------------------------------------------------

export const ADMIN_ROLE_MESSAGE = 'The admin role always has every permission.';
export const FLAGS = ['m_add', 'm_edit', 'm_delete', 'm_view'] as const;

export const Role = Type.Object({ role_id: Type.Integer(), role_name: Type.String() });
export const RoleQuery = Closed({ role_id: Type.Optional(Type.String({ maxLength: 100 })) });
export const NewRole = Closed({ name: Type.String({ maxLength: 50 }) });
export const RoleCreated = SavedOf(Role);
export const ModuleRow = Type.Object({ module_id: Type.Integer(), module_name: Type.String() });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export const PermissionRow = Type.Object({
  role_id: Type.Integer(),
  module_id: Type.Integer(),
  module_name: Type.String(),
  m_add: Type.Integer(),
  m_edit: Type.Integer(),
  m_delete: Type.Integer(),
  m_view: Type.Integer(),
});
export const PermissionsQuery = Closed({ role_id: Type.Integer({ minimum: 1, maximum: 32767 }) });
export const PermissionInput = Closed({
  role_id: Type.Integer({ minimum: 1, maximum: 32767 }),
  module_id: Type.Integer({ minimum: 1, maximum: 32767 }),
  m_add: Flag,
  m_edit: Flag,
  m_delete: Flag,
  m_view: Flag,
});
export const PermissionsBody = Type.Array(PermissionInput, { minItems: 1, maxItems: 200 });

export type Permission = {
  role_id: number;
  module_id: number;
  module_name: string;
  m_add: number;
  m_edit: number;
  m_delete: number;
  m_view: number;
};
export type PermissionFlags = Pick<Permission, (typeof FLAGS)[number]>;

// ---------------------------------------------------------------------------------------------------------------
// Signed-in sessions
// ---------------------------------------------------------------------------------------------------------------

export const SessionRow = Type.Object({
  encrypted_id: Type.String(),
  user_id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role_name: Type.String(),
  signed_in_at: Timestamp,
  last_seen_at: Timestamp,
  expires_at: Timestamp,
  ip: Type.String(),
  user_agent: Type.String(),
  is_current: Type.Boolean(),
  /** The admin working as this user, when the session is an impersonation. */
  impersonator: Nullable(Type.String()),
});
export const SESSION_SORTS = [
  'username',
  'email',
  'role_name',
  'signed_in_at',
  'last_seen_at',
  'ip',
] as const;
export const Revoked = SavedOf(Type.Object({ revoked: Type.Integer() }));
export const UserIdParams = Closed({ user_id: Uuid });

// ---------------------------------------------------------------------------------------------------------------
// Login as user
// ---------------------------------------------------------------------------------------------------------------

export const IMPERSONATION_MESSAGES = {
  admin: 'An admin cannot work as another admin.',
  self: 'You cannot work as yourself.',
  inactive: 'This user is inactive.',
  notImpersonating: 'This session is not working as another user.',
} as const;

export const ImpersonateBody = Closed({ user_id: Uuid });
export const SessionAnswer = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  token: Type.String(),
  user: SessionUser,
});

// ---------------------------------------------------------------------------------------------------------------
// The answers, as the web reads them
// ---------------------------------------------------------------------------------------------------------------

/** A user's status is one of UserUpdate's two (the table's check constraint keeps it so). */
export type UserStatus = Static<typeof UserUpdate>['status'];
export type UserRow = Omit<Static<typeof UserRow>, 'status'> & { status: UserStatus };
export type Role = Static<typeof Role>;
export type RoleModule = Static<typeof ModuleRow>;
export type PermissionRow = Static<typeof PermissionRow>;
export type SessionRow = Static<typeof SessionRow>;
