// Shapes of the users API (API.md Administration): the contract's (contract/admin).
export type { UserRow, UserStatus } from 'contract/admin';
export type { MessageEnvelope } from 'contract/common';
