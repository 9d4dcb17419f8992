import { useCallback, useEffect, useRef, useState } from 'react';

export type FlashErrors = Record<string, string>;

/**
 * Messages that clear themselves (spec: validation messages "clear after 2 seconds").
 * `flash({ name: 'The name field is required.' })` or `flash('* Please Enter all fields')`;
 * read `errors.name` / `message`, or pass `errors[name]` to a field's `error` prop.
 */
export function useFlashErrors(ms = 2000) {
  const [errors, setErrors] = useState<FlashErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setErrors({});
    setMessage(null);
  }, []);

  const flash = useCallback(
    (value: string | FlashErrors | string[]) => {
      if (timer.current) clearTimeout(timer.current);
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
      timer.current = setTimeout(clear, ms);
    },
    [clear, ms],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    errors,
    message,
    flash,
    clear,
    hasErrors: message !== null || Object.keys(errors).length > 0,
  };
}
