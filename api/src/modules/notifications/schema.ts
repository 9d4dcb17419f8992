// The notification bell: the contract's schemas (contract/notifications).
export * from 'contract/notifications';

export const TAGS = ['Dashboard'];
