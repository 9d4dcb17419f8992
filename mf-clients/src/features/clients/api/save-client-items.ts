import { firstFieldMessages, readApiError } from 'shared-auth';
import { createClientItem } from './create-client-item';
import { updateClientItem } from './update-client-item';
import type { ClientSub } from './types';

export interface ItemWriteRequest {
  sub: ClientSub;
  key: string;
  kind: 'create' | 'update';
  itemId: string | null;
  payload: Record<string, unknown>;
}

export interface ItemSaveResult {
  /** encrypted_id of each item created, by its form key. */
  created: Record<string, string>;
  /** Keys of the items written. */
  saved: string[];
  /** The server's messages for each item that failed, by its form key. */
  failures: Record<string, string[]>;
}

/** Sends the changed items one after the other (POST new, PUT existing) and collects each failure's messages. */
export async function saveClientItems(clientId: string, writes: ItemWriteRequest[]): Promise<ItemSaveResult> {
  const result: ItemSaveResult = { created: {}, saved: [], failures: {} };
  for (const w of writes) {
    try {
      if (w.kind === 'create') {
        const res = await createClientItem(w.sub, clientId, w.payload);
        result.created[w.key] = res.data.encrypted_id;
      } else {
        await updateClientItem(w.sub, clientId, w.itemId as string, w.payload);
      }
      result.saved.push(w.key);
    } catch (e) {
      const { message, errors } = await readApiError(e);
      const lines = errors ? Object.values(errors).flat() : [];
      result.failures[w.key] = lines.length ? Array.from(new Set([...firstFieldMessages(errors), ...lines])) : [message];
    }
  }
  return result;
}
