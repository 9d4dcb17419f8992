// Messages per field, gathered before one 422 answers them all.

export type FieldErrors = Record<string, string[]>;

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
