// The shapes of a candidate's rights routes: the erasure's reason, the retention list's query and rows.
import { Type } from '@sinclair/typebox';
import { Closed } from '../../http/schemas.js';

export const TAGS = ['Candidates'];

export const EraseBody = Closed({ reason: Type.String({ maxLength: 1000 }) });

export const RetentionQuery = Closed({
  months: Type.Integer({ minimum: 1, maximum: 600 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export const RetentionRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  created_at: Type.String(),
  last_activity_at: Type.String(),
});
