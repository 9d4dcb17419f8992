// GET /files/{id}: the signed link's parts, the contract's schemas (contract/files).
export * from 'contract/files';
