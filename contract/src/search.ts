// The candidate list's filters (issue 19, API.md "Beyond the seed"), saved searches, bulk actions and quick find:
// TypeBox schemas (the page sizes, resume sources and the bulk limit: rules/search.ts).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, MAX_PAGE, Nullable } from './common';
import { BULK_MAX, PAGE_SIZES, RESUME_SOURCES } from './rules/search';

export * from './rules/search';

const Years = Type.Integer({ minimum: 0, maximum: 70 });
const Rupees = Type.Number({ minimum: 0, maximum: 1e12 });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, in the product time zone' });

/** The filters beside `q`: what a saved search keeps and a bulk action's "all N matching" re-runs. */
export const CandidateFilterProps = {
  'skills[]': Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: 20,
      description: 'Skill names (case-insensitive); skills_match says whether any or all must be present',
    }),
  ),
  skills_match: Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('all')])),
  exp_min: Type.Optional(Years),
  exp_max: Type.Optional(Years),
  city: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a city id of the catalogue' })),
  state: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a state id of the catalogue' })),
  notice_max: Type.Optional(Type.Integer({ minimum: 0, maximum: 999, description: 'notice period at most, days' })),
  ctc_min: Type.Optional(Rupees),
  ctc_max: Type.Optional(Rupees),
  ectc_min: Type.Optional(Rupees),
  ectc_max: Type.Optional(Rupees),
  status: Type.Optional(
    Type.String({ pattern: '^[A-Z]$', description: 'a main status fixed_id: a candidate with any link in it' }),
  ),
  source: Type.Optional(Type.Union(RESUME_SOURCES.map((s) => Type.Literal(s)))),
  created_from: Type.Optional(Day),
  created_to: Type.Optional(Day),
  free_pool: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  recruiter: Type.Optional(
    Type.String({ format: 'uuid', description: "a user's encrypted_id: a candidate with a link they recruit for" }),
  ),
};

export const CandidateFilters = Closed({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...CandidateFilterProps,
});
export type CandidateFilters = Static<typeof CandidateFilters>;

/** The names of the filters (without `q`), in the order chips show them. */
export const FILTER_KEYS = Object.keys(CandidateFilterProps) as (keyof typeof CandidateFilterProps)[];

/** The candidate list's query: the seed's list query, `limit` one of the page sizes, the filters. */
export function candidateListQuery<K extends string>(sortKeys: readonly K[]) {
  return Closed({
    sortby: Type.Optional(Type.Union(sortKeys.map((k) => Type.Literal(k)))),
    direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
    limit: Type.Optional(Type.Integer({ enum: [...PAGE_SIZES], minimum: 7, maximum: 100 })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    ...CandidateFilterProps,
  });
}

/** Pairs that must be in order: [low, high, the message naming the field]. */
export const RANGES: [keyof CandidateFilters, keyof CandidateFilters, string][] = [
  ['exp_min', 'exp_max', 'The exp max must be greater than or equal to exp min.'],
  ['ctc_min', 'ctc_max', 'The ctc max must be greater than or equal to ctc min.'],
  ['ectc_min', 'ectc_max', 'The ectc max must be greater than or equal to ectc min.'],
  ['created_from', 'created_to', 'The created to must be a date after or equal to created from.'],
];

export const SnippetPart = Type.Object({ text: Type.String(), hit: Type.Boolean() });

// Saved searches

export const SavedSearchBody = Closed({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  shared: Type.Optional(Type.Boolean()),
  filters: CandidateFilters,
});
export const SavedSearchUpdate = Closed({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  shared: Type.Optional(Type.Boolean()),
});
export const SavedSearchRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  shared: Type.Boolean(),
  mine: Type.Boolean({ description: 'true for the signed-in user’s own search (only they may rename, share or delete it)' }),
  owner_name: Type.String(),
  filters: Type.Record(Type.String(), Type.Unknown()),
  last_run_at: Nullable(Type.String({ format: 'date-time' })),
  new_count: Type.Integer({ description: 'candidates matching it added since the user last ran it (counted up to 2,000)' }),
  created_at: Type.String({ format: 'date-time' }),
});

// Preferences

export const ListPrefs = Closed({
  candidates_page_size: Type.Optional(Type.Integer({ enum: [...PAGE_SIZES], minimum: 7, maximum: 100 })),
});

// Bulk actions


export const BulkSelection = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: BULK_MAX, description: 'candidates chosen by row' }),
    ),
    filters: Type.Optional(CandidateFilters),
  },
  { additionalProperties: false, description: 'either ids, or filters: every candidate matching them ("all N matching")' },
);

export const BulkBody = Closed({
  action: Type.Union([
    Type.Literal('add_to_job'),
    Type.Literal('change_status'),
    Type.Literal('add_skill'),
    Type.Literal('export'),
  ]),
  selection: BulkSelection,
  job_id: Type.Optional(Type.String({ format: 'uuid' })),
  recruiter_id: Type.Optional(Type.String({ format: 'uuid' })),
  mainstatus_id: Type.Optional(Type.String({ pattern: '^[A-Z]$' })),
  mainsubstatus_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  skill: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type BulkBody = Static<typeof BulkBody>;

export const BulkJob = Type.Object({
  encrypted_id: Type.String(),
  action: Type.String(),
  state: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  total: Type.Integer(),
  done: Type.Integer(),
  succeeded: Type.Integer(),
  failures: Type.Array(Type.Object({ candidate_id: Type.String(), name: Type.String(), reason: Type.String() })),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' })),
});

// Quick find

export const QuickFindQuery = Closed({ q: Type.String({ minLength: 2, maxLength: 100 }) });
export const QuickFindRow = Type.Object({
  kind: Type.Union([Type.Literal('candidate'), Type.Literal('job'), Type.Literal('client')]),
  encrypted_id: Type.String(),
  title: Type.String(),
  detail: Type.String(),
});

// The job order and client lists' filters (lighter than the candidates')

const CatalogueId = (what: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description: `a ${what} id of the catalogue` });

export const JobOrderFilterProps = {
  client: Type.Optional(Type.String({ format: 'uuid', description: "a client's encrypted_id" })),
  recruiter: Type.Optional(Type.String({ format: 'uuid', description: "a user's encrypted_id: job orders they are assigned to" })),
  state: Type.Optional(CatalogueId('state')),
  city: Type.Optional(CatalogueId('city')),
  position_type: Type.Optional(Type.Union([Type.Literal('Full Time'), Type.Literal('Contract')])),
};
export type JobOrderFilters = { client?: string; recruiter?: string; state?: number; city?: number; position_type?: string };

export const ClientFilterProps = {
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
  recruiter: Type.Optional(Type.String({ format: 'uuid', description: "a user's encrypted_id: clients with a job order they are assigned to" })),
  state: Type.Optional(CatalogueId('state')),
  city: Type.Optional(CatalogueId('city')),
};
export type ClientFilters = { status?: string; recruiter?: string; state?: number; city?: number };
