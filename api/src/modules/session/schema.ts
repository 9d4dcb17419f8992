// Sign-in, the session's user, their permissions and the public configuration: the contract's schemas.
export * from 'contract/session';
