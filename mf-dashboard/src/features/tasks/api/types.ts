export interface Task {
  encrypted_id: string;
  title: string;
  done: boolean;
  created_at: string;
  updated_at: string;
}
