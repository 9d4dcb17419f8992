// The notification bell's schemas.
import { Type, type Static } from '@sinclair/typebox';

export const NOTIFICATION_LIMIT = 50;

export const Notification = Type.Object({
  kind: Type.Union([Type.Literal('interview'), Type.Literal('assignment'), Type.Literal('status')]),
  text: Type.String(),
  at: Type.String({ format: 'date-time' }),
  link: Type.String({
    description: 'the address in the suite to open: /candidates/<id> or /joborders/<id>',
  }),
});

export const Notifications = Type.Object({
  status: Type.Boolean(),
  unread: Type.Integer(),
  data: Type.Array(Notification),
});

export type Notification = Static<typeof Notification>;
export type Notifications = Static<typeof Notifications>;
