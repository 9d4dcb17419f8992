// Report forms as the Data Tables screens send them: JSON, urlencoded or multipart, with indexed keys
// (`candidate_id[0]`, `columns_array[0][title]`) made into the lists and objects the schemas check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart } from '../../files/service.js';

const UNSAFE_SEGMENT = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 10_000;

type Node = { [k: string]: Node | string };

/**
 * Indexed form keys to nested values: `candidate_id[0]=a&candidate_id[1]=b` → `{candidate_id: ['a', 'b']}`,
 * `candidate_id[]=a` → `['a']`, `columns_array[0][title]=T` → `{columns_array: [{title: 'T'}]}`; a key
 * repeated without brackets becomes a list too. Array order follows the indexes given.
 */
export function nestFormPairs(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Node = Object.create(null) as Node;
  const arrays = new WeakSet<Node>();
  for (const [rawKey, value] of pairs) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = m ? [m[1], ...Array.from(m[2].matchAll(/\[([^[\]]*)\]/g), (x) => x[1])] : [rawKey];
    if (path.some((s) => UNSAFE_SEGMENT.has(s))) continue;
    let node = root;
    for (let i = 0; i < path.length; i += 1) {
      const seg = path[i];
      const last = i === path.length - 1;
      const next = path[i + 1];
      const childIsArray = next !== undefined && /^\d*$/.test(next);
      let key = seg;
      if (arrays.has(node)) {
        if (seg === '') key = `#${Object.keys(node).length}`;
        else if (Number(seg) > MAX_INDEX) break;
        else key = seg.padStart(6, '0');
      }
      if (last) {
        const prev = node[key];
        if (prev === undefined) node[key] = value;
        else if (typeof prev === 'string' && !arrays.has(node)) {
          // a plain key sent twice: a list
          const list = Object.create(null) as Node;
          arrays.add(list);
          list['000000'] = prev;
          list['000001'] = value;
          node[key] = list;
        } else if (typeof prev !== 'string' && arrays.has(prev)) {
          prev[`#${Object.keys(prev).length}`] = value;
        }
        break;
      }
      let child = node[key];
      if (child === undefined || typeof child === 'string') {
        child = Object.create(null) as Node;
        if (childIsArray) arrays.add(child);
        node[key] = child;
      }
      node = child;
    }
  }
  const materialise = (n: Node | string): unknown => {
    if (typeof n === 'string') return n;
    if (arrays.has(n)) {
      return Object.keys(n)
        .sort(
          (a, b) =>
            (a[0] === '#' ? 1 : 0) - (b[0] === '#' ? 1 : 0) ||
            (a[0] === '#' ? Number(a.slice(1)) - Number(b.slice(1)) : a.localeCompare(b)),
        )
        .map((k) => materialise(n[k]));
    }
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(n)) out[k] = materialise(n[k]);
    return out;
  };
  return materialise(root) as Record<string, unknown>;
}

/** Urlencoded report forms, parsed in the scope of the plugin that calls this (and its children) only. */
export function registerFormParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (_request, body, done) => {
      done(null, nestFormPairs(new URLSearchParams(String(body)).entries()));
    },
  );
}

/** A preValidation hook: a multipart report form (text fields only) becomes the body the schema checks. */
export function multipartBody(app: FastifyInstance) {
  return async function readMultipartBody(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const { fields } = await readMultipart(app, request, {});
    const pairs: [string, string][] = [];
    // readMultipart folds `x[i]` into a list under `x`: keep those lists lists, even of one.
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) v.forEach((item) => pairs.push([`${k}[]`, item]));
      else pairs.push([k, v]);
    }
    request.body = nestFormPairs(pairs);
  };
}
