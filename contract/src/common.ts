// The envelopes of API.md and the pieces every resource's schemas are built from: ids, nullable values,
// timestamps, the list query and its limits.
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** Envelopes of API.md, as response schemas (serialisation drops anything not declared). */
export const Message = Type.Object({ status: Type.Boolean(), message: Type.String() });
export const ErrorBody = Type.Object({
  status: Type.Optional(Type.Boolean()),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  changed_by: Type.Optional(Type.String({ description: 'A stale edit (409): who changed the record since it was read.' })),
  lock_version: Type.Optional(Type.Integer({ description: "A stale edit (409): the record's current version." })),
});
/** A write's answer: the message and what was written (`data`). */
export const SavedOf = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Boolean(), message: Type.String(), data });
export const Created = SavedOf(Type.Object({ encrypted_id: Type.String() }));
export const ListOf = <T extends TSchema>(row: T) =>
  Type.Object({
    status: Type.Boolean(),
    data: Type.Array(row),
    all_data_cnt: Type.Integer(),
    filter_data_cnt: Type.Integer(),
    filter_data_capped: Type.Optional(
      Type.Boolean({
        description: 'true when more rows match q than were counted: filter_data_cnt is then the bound (2000), not the number of matches.',
      }),
    ),
  });
export const DataOf = <T extends TSchema>(data: T) => Type.Object({ status: Type.Boolean(), data });
export const OneOf = <T extends TSchema>(row: T) => DataOf(Type.Array(row));

/** The error responses every signed-in route can give, merged into each route's `response`. */
export const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
} as const;

/** A request's object: these properties and no others (an unknown one is refused). */
export const Closed = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const IdParams = Closed({ id: Type.String({ format: 'uuid' }) });
export const Uuid = Type.String({ format: 'uuid' });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** A timestamp in a response: ISO 8601 (the serializer writes Date values as ISO strings). */
export const Timestamp = Type.String({ format: 'date-time' });

/** The last page a list answers (0-based): paging deeper is a 422, not an offset of millions of rows. */
export const MAX_PAGE = 10_000;
/** The most rows one page of a list may ask for (`limit`). */
export const MAX_PAGE_SIZE = 100;
/** The longest `q` a list or a search accepts. */
export const MAX_QUERY_LENGTH = 200;

/** The list query of API.md: sortby from an allowlist, direction, 0-based page (at most MAX_PAGE), limit 1..100, q; nothing else. */
export function listQuery<K extends string>(sortKeys: readonly K[], extra: Record<string, TSchema> = {}) {
  return Closed({
    sortby: Type.Optional(Type.Union(sortKeys.map((k) => Type.Literal(k)))),
    direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
    ...extra,
  });
}
export type ListQuery = { sortby?: string; direction?: 'asc' | 'desc'; page?: number; limit?: number; q?: string };

/** The answers' shapes as the web reads them. */
export type MessageEnvelope = Static<typeof Message>;
export type CreatedEnvelope = Static<typeof Created>;
export type DataEnvelope<T> = { status: boolean; data: T };
export type ListEnvelope<T> = Omit<Static<ReturnType<typeof ListOf<TSchema>>>, 'data'> & { data: T[] };
export type { Static };
