// Interviews (spec 001 §5, spec 002 §5, §7.3; API.md candidates_interview_schedule and "Beyond the seed"; issue 18):
// the contract's schemas and rules (contract/interviews).
export * from 'contract/interviews';
