// Defects found by the security suites in route modules (api/src/routes, owned by other engineers). Each is printed
// by the suite that finds it ("# known defect: …") and does not fail the run; anything not listed here fails it.
// When a defect is fixed, the suite prints "# fixed: …" so the entry can be removed.
import type { Access } from '../../src/http/access.js';

export type KnownDefect = { id: string; description: string };

/**
 * Client sub-item writes (GST, contacts, payment terms, invoice stages, logo, notes, documents) declare
 * `access.module('Clients', 'view')` but need m_edit (or m_add for the creator of a client being created), which the
 * handler checks itself (itemWriteGuard). The declaration is not the rule: a role with Clients view only passes the
 * access hook and is refused by the handler (403), the OpenAPI document and the matrix are wrong, and a handler that
 * forgot its guard would let view-only roles write. Fix in clients-items.ts / clients-extras.ts: declare the real
 * rule (edit; with the add-while-creating case, access needs "any of these actions").
 */
export const CLIENT_ITEM_WRITES_DECLARED_VIEW: KnownDefect = {
  id: 'client-item-writes-declared-view',
  description: "client sub-item writes declare Clients view, the handler requires edit (or add while creating): 403 for a view-only role",
};

/** The known authorization-matrix mismatch this (route, principal, status) is, if any. */
export function knownAuthzDefect(method: string, url: string, rule: Access, principal: string, status: number): KnownDefect | null {
  if (
    rule.kind === 'module' &&
    rule.modules.length === 1 &&
    rule.modules[0] === 'Clients' &&
    rule.action === 'view' &&
    method !== 'GET' &&
    /^\/api\/clients?_/.test(url) &&
    principal === 'Clients view only' &&
    status === 403
  ) {
    return CLIENT_ITEM_WRITES_DECLARED_VIEW;
  }
  return null;
}

/**
 * readMultipart (api/src/files/service.ts) collects text fields in a plain object and folds `x[i]` into a list
 * under `x`: a field named `constructor[0]`, `toString[]` or `hasOwnProperty[1]` meets the inherited
 * Object.prototype member (`x in Object.prototype` is only refused by @fastify/multipart without the brackets), the
 * "list" becomes [function, value] and the route fails with a TypeError: 500 on every multipart route that reads
 * fields (clients, clients_logo, clients_attachments, jobs, jobs_description_file, candidates_attachments,
 * candidates_profile_pic, candidates_resume, resume_parse). Fix: `Object.create(null)` for `fields` (and `files`),
 * or refuse a field whose base name is `in Object.prototype` with 400.
 */
export const MULTIPART_PROTOTYPE_FIELD: KnownDefect = {
  id: 'multipart-prototype-field',
  description: 'a multipart field named constructor[0] / toString[] / hasOwnProperty[1] gives 500 (readMultipart folds it into the inherited member)',
};

/** The known fuzz finding this (5xx) answer is, if any. */
export function knownFuzzDefect(status: number, multipartFields: string[] | undefined): KnownDefect | null {
  if (status >= 500 && (multipartFields ?? []).some((f) => f !== f.replace(/\[\d*\]$/, '') && f.replace(/\[\d*\]$/, '') in Object.prototype)) {
    return MULTIPART_PROTOTYPE_FIELD;
  }
  return null;
}
