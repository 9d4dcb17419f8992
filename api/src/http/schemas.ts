// The envelopes, ids and the list query every route's schema is built from: the contract's (contract/common), which
// the web reads too.
export {
  Closed,
  Created,
  DataOf,
  ErrorBody,
  IdParams,
  ListOf,
  MAX_PAGE,
  Message,
  Nullable,
  OneOf,
  Uuid,
  errorResponses,
  listQuery,
  type ListQuery,
  type Static,
} from 'contract/common';
