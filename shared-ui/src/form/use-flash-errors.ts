import { useCallback, useEffect, useRef, useState } from 'react';
import { getIn, useFormikContext } from 'formik';

export type FlashErrors = Record<string, string>;

/**
 * Messages a form sets itself (its own checks at Save, the server's answer): they stay until their
 * cause is gone. `flash({ name: 'The name field is required.' })` or `flash('* Please Enter all
 * fields')`; read `errors.name` / `message`, or pass `errors[name]` to a field's `error` prop.
 * Inside the `<Formik>`, `<ErrorsFollowValues errors={flash} validate={…} />` revises them as
 * the user types: a field's message goes when the field is corrected.
 */
export function useFlashErrors() {
  const [errors, setErrors] = useState<FlashErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const clear = useCallback(() => {
    setErrors({});
    setMessage(null);
  }, []);

  const flash = useCallback((value: string | FlashErrors | string[]) => {
    if (typeof value === 'string') {
      setMessage(value);
      setErrors({});
    } else if (Array.isArray(value)) {
      setMessage(value.join(' '));
      setErrors({});
    } else {
      setErrors(value);
      setMessage(null);
    }
    setGeneration((g) => g + 1);
  }, []);

  /** Keeps the messages whose cause remains (see ErrorsFollowValues). */
  const revise = useCallback((keep: (errors: FlashErrors) => FlashErrors) => {
    setErrors((prev) => {
      if (Object.keys(prev).length === 0) return prev;
      const next = keep(prev);
      const same =
        Object.keys(next).length === Object.keys(prev).length &&
        Object.entries(next).every(([k, v]) => prev[k] === v);
      return same ? prev : next;
    });
    setMessage(null);
  }, []);

  return {
    errors,
    message,
    flash,
    clear,
    revise,
    generation,
    hasErrors: message !== null || Object.keys(errors).length > 0,
  };
}

export type FlashErrorsState = ReturnType<typeof useFlashErrors>;

/**
 * Inside a `<Formik>`: as the user types, a message goes once its cause is gone. A field the
 * form's own check (`validate`) still refuses keeps its (current) message; one it accepts now
 * loses it; a message the check does not know (the server's) goes when its field changes.
 */
export function ErrorsFollowValues({
  errors,
  validate,
}: {
  errors: FlashErrorsState;
  validate?: (values: never) => Record<string, string | undefined>;
}) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const snapshot = useRef<{ generation: number; values: Record<string, unknown> }>({
    generation: errors.generation,
    values,
  });
  if (snapshot.current.generation !== errors.generation) {
    snapshot.current = { generation: errors.generation, values };
  }
  const { revise } = errors;

  useEffect(() => {
    const before = snapshot.current.values;
    if (before === values) return;
    const fresh = validate ? validate(values as never) : {};
    const earlier = validate ? validate(before as never) : {};
    revise((current) => {
      const next: FlashErrors = {};
      for (const [name, text] of Object.entries(current)) {
        const now = fresh[name];
        if (now) {
          next[name] = now;
          continue;
        }
        if (earlier[name]) continue; // the form's own rule, satisfied now
        const was: unknown = getIn(before, name);
        const is: unknown = getIn(values, name);
        const known = was !== undefined || is !== undefined;
        if (known ? JSON.stringify(was) === JSON.stringify(is) : !validate) next[name] = text;
      }
      return next;
    });
  }, [values, validate, revise]);

  return null;
}
