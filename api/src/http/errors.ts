import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose status and message are meant for the user (4xx), in the envelopes of API.md. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Further fields of the answer (a stale edit's 409 names who changed the record and its version). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'Not found.');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const conflict = (message: string) => new HttpError(409, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

export type FieldErrorList = Record<string, string[]>;

/** 422 with one or more field messages, e.g. invalid({ email: ['The email has already been taken.'] }). */
export function invalid(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, 'The given data was invalid.', errors);
}

export function fieldLabel(field: string): string {
  return field
    .replace(/\[\d+\]|\.\d+/g, '')
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

type AjvIssue = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

/** Turns schema validation failures into Laravel-style field messages: 'The first name field is required.' */
export function validationErrors(issues: AjvIssue[], context: string): Record<string, string[]> {
  // Field names come from the request (an unknown "constructor" or "__proto__" field): no prototype to collide with.
  const errors: Record<string, string[]> = Object.create(null);
  const add = (field: string, msg: string) => {
    const key = field || context;
    const list = (errors[key] ??= []);
    if (!list.includes(msg)) list.push(msg);
  };
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const label = (f: string) => fieldLabel(f) || context;
    switch (issue.keyword) {
      case 'required': {
        const f = [path, String(issue.params.missingProperty)].filter(Boolean).join('.');
        add(f, `The ${label(f)} field is required.`);
        break;
      }
      case 'additionalProperties': {
        const f = [path, String(issue.params.additionalProperty)].filter(Boolean).join('.');
        add(f, `The ${label(f)} field is not allowed.`);
        break;
      }
      case 'minLength':
        add(path, Number(issue.params.limit) <= 1 ? `The ${label(path)} field is required.` : `The ${label(path)} must be at least ${issue.params.limit} characters.`);
        break;
      case 'maxLength':
        add(path, `The ${label(path)} must not be greater than ${issue.params.limit} characters.`);
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        add(path, `The ${label(path)} must be at least ${issue.params.limit}.`);
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        add(path, `The ${label(path)} must not be greater than ${issue.params.limit}.`);
        break;
      case 'minItems':
        add(path, `The ${label(path)} must have at least ${issue.params.limit} items.`);
        break;
      case 'maxItems':
        add(path, `The ${label(path)} must not have more than ${issue.params.limit} items.`);
        break;
      case 'type':
        add(path, `The ${label(path)} must be ${article(String(issue.params.type))}.`);
        break;
      case 'format':
        add(path, issue.params.format === 'email' ? `The ${label(path)} must be a valid email address.` : `The ${label(path)} must be a valid ${issue.params.format}.`);
        break;
      case 'enum':
      case 'const':
      case 'anyOf':
      case 'oneOf':
      case 'union':
        add(path, `The selected ${label(path)} is invalid.`);
        break;
      case 'pattern':
        add(path, `The ${label(path)} format is invalid.`);
        break;
      default:
        add(path, `The ${label(path)} is invalid.`);
    }
  }
  // A nullable field (a union with null) that fails its own rule also fails the null branch and the union: only its
  // own rule's message says what is wrong ('must be a valid date', not also 'must be empty' and 'is invalid').
  for (const [key, list] of Object.entries(errors)) {
    const own = list.filter((m) => !/ must be empty\.$| is invalid\.$/.test(m));
    if (own.length && own.length < list.length) errors[key] = own;
  }
  return errors;
}

function article(type: string): string {
  const t = type.split(',')[0];
  if (t === 'integer') return 'an integer';
  if (t === 'array') return 'a list';
  if (t === 'object') return 'an object';
  if (t === 'null') return 'empty';
  return `a ${t}`;
}

/** A PostgreSQL "data exception" (SQLSTATE class 22) from either driver (pg or PGlite). */
function isDataException(error: { code?: unknown; severity?: unknown }): boolean {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && typeof error.severity === 'string';
}

/** What the multipart parser (@fastify/busboy) throws, without a status, for a body that is not valid multipart. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|Multipart: Boundary not found|^Boundary required$|^The needle cannot/i;

/** One error handler: 4xx in the API envelopes, every 5xx as a bare message with nothing leaked. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { errors?: Record<string, string[]> }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 401 && error.message === 'Unauthenticated.') return reply.code(401).send({ message: 'Unauthenticated.' });
      return reply
        .code(error.statusCode)
        .send({ status: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.extra ?? {}) });
    }
    if (error.validation) {
      const ctx = error.validationContext ?? 'body';
      return reply.code(422).send({
        status: false,
        message: 'The given data was invalid.',
        errors: validationErrors(error.validation as unknown as AjvIssue[], ctx),
      });
    }
    if (isDataException(error)) {
      // A value the schema let through but the database cannot take (out of range, malformed, NUL byte): the
      // client's input, not a server fault. Logged without the message, which may quote the value.
      request.log.warn({ err: { type: error.name, code: error.code } }, 'value refused by the database');
      return reply.code(422).send({
        status: false,
        message: 'The given data was invalid.',
        errors: { [error.validationContext ?? 'request']: ['A value is out of range or not valid.'] },
      });
    }
    if (!error.statusCode && request.isMultipart?.() && MALFORMED_MULTIPART.test(error.message ?? '')) {
      return reply.code(400).send({ status: false, message: 'The request could not be read.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ status: false, message: 'The file is too large.' });
    }
    if (status === 415) return reply.code(415).send({ status: false, message: 'Unsupported content type.' });
    if (status === 429) return reply.code(429).send({ status: false, message: 'Too many requests. Please wait and try again.' });
    if (status >= 400 && status < 500) {
      const message = status === 400 ? 'The request could not be read.' : status === 404 ? 'Not found.' : 'The request could not be processed.';
      return reply.code(status).send({ status: false, message });
    }
    request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, 'request failed');
    return reply.code(500).send({ status: false, message: 'Server Error' });
  });
}
