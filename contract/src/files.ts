// GET /files/{id}: the signed link's parts.
import { Type } from '@sinclair/typebox';
import { Closed } from './common';

export const FileParams = Closed({ id: Type.String({ format: 'uuid' }) });
export const SignedLinkQuery = Closed({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  session: Type.String({ format: 'uuid' }),
  sig: Type.String({ maxLength: 100 }),
});
export const Binary = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
export const EXPIRED = 'This link has expired. Reload the page to get a new one.';
