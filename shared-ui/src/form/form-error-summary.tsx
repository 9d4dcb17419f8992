import { Alert, List } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

function flatten(value: unknown, out: string[]): string[] {
  if (!value) return out;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => flatten(v, out));
  else if (typeof value === 'object') Object.values(value).forEach((v) => flatten(v, out));
  return out;
}

/**
 * After a submit was tried, lists the form's errors, or shows one `message` for all of them
 * (spec: '* Please Enter all fields').
 */
export function FormErrorSummary({ message, title }: { message?: string; title?: string }) {
  const { errors, submitCount } = useFormikContext();
  if (submitCount === 0) return null;
  const lines = Array.from(new Set(flatten(errors, [])));
  if (lines.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>
          {message ?? (
            <List.Root ps={4}>
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
