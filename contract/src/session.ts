// Sign-in, the session's user, their permissions and the public configuration (API.md Authentication).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, OneOf } from './common';

export const SessionUser = Type.Object({
  encrypted_id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: Type.Union([Type.Integer(), Type.Null()]),
  role_name: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  impersonator: Type.Optional(
    Type.Union([
      Type.Object({
        encrypted_id: Type.String(),
        first_name: Type.String(),
        last_name: Type.String(),
        email: Type.String(),
      }),
      Type.Null(),
    ]),
  ),
});

const Permission = Type.Object({
  module_id: Type.Integer(),
  module_name: Type.String(),
  role_id: Type.Union([Type.Integer(), Type.Null()]),
  m_add: Type.Integer(),
  m_edit: Type.Integer(),
  m_delete: Type.Integer(),
  m_view: Type.Integer(),
});

export const LoginBody = Closed({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export const LoginAnswer = Type.Object({
  status: Type.Boolean(),
  token: Type.String(),
  user: SessionUser,
});
export const MeAnswer = OneOf(SessionUser);
export const PermissionsAnswer = OneOf(Permission);
export const PublicConfig = Type.Object({
  office365_url: Type.Union([Type.String(), Type.Null()]),
  remote_override_origins: Type.Array(Type.String()),
  company_name: Type.String(),
  time_zone: Type.String({
    description:
      "The product's time zone (APP_TIMEZONE): the zone of 'today' for interviews and the dashboard.",
  }),
  upload_max_bytes: Type.Integer({
    description: 'The largest upload (UPLOAD_MAX_BYTES), checked in the browser before sending.',
  }),
  session_idle_minutes: Type.Number({
    description: 'A session ends after this many minutes without activity (SESSION_IDLE_MINUTES).',
  }),
  password_rule: Type.String({
    description: 'The rule every new password must meet, as shown under a password field.',
  }),
});

export type SessionUser = Static<typeof SessionUser>;
export type PublicConfig = Static<typeof PublicConfig>;
