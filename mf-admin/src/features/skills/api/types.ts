// Shapes of the skills API (API.md Administration): the contract's (contract/skills).
export type { SkillRow } from 'contract/skills';
export type { MessageEnvelope } from 'contract/common';
