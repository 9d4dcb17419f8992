export interface SkillRow {
  encrypted_id: string;
  name: string;
  skill_name: string;
}

export interface MessageEnvelope {
  status: boolean;
  message: string;
}
