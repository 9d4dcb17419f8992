// The catalogues (geography, qualifications, the candidate-job status catalogue): the contract's schemas.
export * from 'contract/catalogues';

export const TAGS = ['Catalogues'];
