// The candidate list's filters (issue 19, API.md "Beyond the seed"), saved searches, bulk actions and quick find:
// the contract's schemas and rules (contract/search).
export * from 'contract/search';
