// The dashboard (spec 000 §2.4, §3; API.md Dashboard; DESIGN §5): the contract's schemas (contract/dashboard): the
// summary, the list behind each card and tile, the charts, the four tabs and the Notes panel.
export * from 'contract/dashboard';

export const TAGS = ['Dashboard'];
