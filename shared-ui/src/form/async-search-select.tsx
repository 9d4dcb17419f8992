import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, Input, Spinner, Tag, Text } from '@chakra-ui/react';
import { FieldShell, useBoundField, type FieldBaseProps } from './field-shell';

export interface SearchOption<V = string> {
  label: string;
  value: V;
  description?: string;
}

interface CommonProps<V> {
  /** Loads the choices for what was typed. */
  loadOptions: (text: string) => Promise<SearchOption<V>[]>;
  /** The search starts once this many characters are typed (spec: "more than 2" → 3). */
  minChars?: number;
  debounceMs?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name when there is no visible label (AutocompleteField gives one). */
  'aria-label'?: string;
  id?: string;
  noOptionsText?: string;
  onBlur?: () => void;
  invalid?: boolean;
}

export interface SingleSearchSelectProps<V> extends CommonProps<V> {
  multiple?: false;
  value: SearchOption<V> | null;
  onChange: (value: SearchOption<V> | null) => void;
}

export interface MultiSearchSelectProps<V> extends CommonProps<V> {
  multiple: true;
  value: SearchOption<V>[];
  onChange: (value: SearchOption<V>[]) => void;
}

export type AsyncSearchSelectProps<V = string> =
  SingleSearchSelectProps<V> | MultiSearchSelectProps<V>;

/** A combobox whose options come from the server as the user types (keyboard: arrows, Enter, Escape). */
export function AsyncSearchSelect<V = string>(props: AsyncSearchSelectProps<V>) {
  const {
    loadOptions,
    minChars = 3,
    debounceMs = 250,
    placeholder,
    disabled,
    noOptionsText = 'no data found',
  } = props;
  const generatedId = useId();
  const listId = `${generatedId}-list`;
  const selected: SearchOption<V>[] = props.multiple
    ? props.value
    : props.value
      ? [props.value]
      : [];
  const selectedKeys = new Set(selected.map((o) => JSON.stringify(o.value)));

  const [text, setText] = useState(props.multiple || !props.value ? '' : props.value.label);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<SearchOption<V>[]>([]);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;

  // Keep the box in step with a single value set from outside (form reset, record loaded).
  const singleLabel = !props.multiple && props.value ? props.value.label : '';
  useEffect(() => {
    if (!props.multiple) setText(singleLabel);
  }, [singleLabel, props.multiple]);

  const query = text.trim();
  const searching = open && query.length >= minChars && !(singleLabel && query === singleLabel);
  useEffect(() => {
    if (!searching) {
      setOptions([]);
      setLoading(false);
      return;
    }
    const id = ++request.current;
    setLoading(true);
    setFailed(false);
    const timer = setTimeout(() => {
      loadRef
        .current(query)
        .then((found) => {
          if (id !== request.current) return; // a later search superseded this one
          setOptions(found);
          setActive(found.length ? 0 : -1);
        })
        .catch(() => {
          if (id === request.current) {
            setOptions([]);
            setFailed(true);
          }
        })
        .finally(() => {
          if (id === request.current) setLoading(false);
        });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, searching, debounceMs]);

  function choose(option: SearchOption<V>) {
    if (props.multiple) {
      if (!selectedKeys.has(JSON.stringify(option.value))) props.onChange([...props.value, option]);
      setText('');
    } else {
      props.onChange(option);
      setText(option.label);
    }
    setOpen(false);
    setActive(-1);
  }

  function remove(option: SearchOption<V>) {
    if (props.multiple)
      props.onChange(
        props.value.filter((o) => JSON.stringify(o.value) !== JSON.stringify(option.value)),
      );
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (options.length ? (i - 1 + options.length) % options.length : -1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      }
    } else if (e.key === 'Backspace' && props.multiple && text === '' && props.value.length) {
      remove(props.value[props.value.length - 1]);
    }
  }

  const showList = open && (searching || loading);
  const hint =
    open && query.length > 0 && query.length < minChars
      ? `Type at least ${minChars} characters`
      : null;

  return (
    <Box position="relative" w="full">
      {props.multiple && props.value.length > 0 && (
        <Flex gap={1} wrap="wrap" mb={2}>
          {props.value.map((o) => (
            <Tag.Root key={JSON.stringify(o.value)} size="md" variant="subtle">
              <Tag.Label>{o.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove ${o.label}`}
                  onClick={() => remove(o)}
                  disabled={disabled}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Flex>
      )}
      <Input
        id={props.id}
        role="combobox"
        aria-label={props['aria-label']}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid || undefined}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          if (!props.multiple && props.value && e.target.value !== props.value.label)
            props.onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <Text fontSize="xs" color="fg.muted" mt={1}>
          {hint}
        </Text>
      )}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-multiselectable={props.multiple || undefined}
        hidden={!showList}
        position="absolute"
        zIndex="dropdown"
        insetX={0}
        mt={1}
        maxH="60"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        listStyleType="none"
        py={1}
      >
        {loading && (
          <Flex as="li" px={3} py={2} align="center" gap={2} color="fg.muted" aria-live="polite">
            <Spinner size="xs" /> Searching…
          </Flex>
        )}
        {!loading &&
          options.map((option, index) => (
            <Box
              as="li"
              key={JSON.stringify(option.value)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={selectedKeys.has(JSON.stringify(option.value))}
              px={3}
              py={2}
              cursor="pointer"
              bg={index === active ? 'brand.subtle' : undefined}
              onMouseEnter={() => setActive(index)}
              // mousedown, not click: the input keeps focus and its blur does not close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
            >
              <Text>{option.label}</Text>
              {option.description && (
                <Text fontSize="xs" color="fg.muted">
                  {option.description}
                </Text>
              )}
            </Box>
          ))}
        {!loading && searching && options.length === 0 && (
          <Box as="li" px={3} py={2} color="fg.muted">
            {failed ? 'Something went wrong please try again.' : noOptionsText}
          </Box>
        )}
      </Box>
    </Box>
  );
}

type AutocompleteBase<V> = FieldBaseProps &
  Omit<CommonProps<V>, 'aria-label' | 'id' | 'onBlur' | 'invalid' | 'disabled'>;

export type AutocompleteFieldProps<V = string> = AutocompleteBase<V> & { multiple?: boolean };

/** AsyncSearchSelect bound to formik: the value is a SearchOption (or null), or SearchOption[] with `multiple`. */
export function AutocompleteField<V = string>({ multiple, ...props }: AutocompleteFieldProps<V>) {
  const { field, helpers, shown, shell, rest } = useBoundField<
    typeof props,
    SearchOption<V> | SearchOption<V>[] | null
  >(props);
  const common = {
    ...rest,
    disabled: props.disabled,
    invalid: Boolean(shown),
    onBlur: () => void helpers.setTouched(true),
  };
  return (
    <FieldShell {...shell}>
      {multiple ? (
        <AsyncSearchSelect<V>
          {...common}
          multiple
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(v) => void helpers.setValue(v)}
        />
      ) : (
        <AsyncSearchSelect<V>
          {...common}
          value={Array.isArray(field.value) ? null : (field.value ?? null)}
          onChange={(v) => void helpers.setValue(v)}
        />
      )}
    </FieldShell>
  );
}
