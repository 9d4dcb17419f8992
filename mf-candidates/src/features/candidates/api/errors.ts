import { firstFieldMessages, readApiError } from 'shared-auth';

/** The first field message of an API error, else its message (for inline errors). */
export async function apiErrorText(e: unknown): Promise<string> {
  const { message, errors } = await readApiError(e);
  return firstFieldMessages(errors)[0] ?? message;
}
