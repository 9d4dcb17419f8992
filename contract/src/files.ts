// GET /files/{id}: the signed link's parts.
import { Type } from '@sinclair/typebox';

export const FileParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const SignedLinkQuery = Type.Object(
  {
    expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
    session: Type.String({ format: 'uuid' }),
    sig: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export const Binary = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
export const EXPIRED = 'This link has expired. Reload the page to get a new one.';
