import { MAX_TITLE } from 'contract/rules/reports';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useField } from 'formik';
import { LuArrowDown, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import type { ReportColumn } from '../api/types';
import { CUSTOM_PREFIX, isCustomColumn, REPORT_COLUMNS } from '../report-columns';
import { Badge, Box, Button, Checkbox, Field, Flex, Heading, HStack, IconButton, Input, SimpleGrid, Text } from 'shared-ui';

export const MAX_CUSTOM_TITLE = MAX_TITLE;

function nextCustomKey(columns: ReportColumn[]): string {
  const used = columns
    .filter((c) => isCustomColumn(c.key))
    .map((c) => Number(c.key.slice(CUSTOM_PREFIX.length)) || 0);
  return `${CUSTOM_PREFIX}${Math.max(0, ...used) + 1}`;
}

/**
 * The report's columns (formik field `columns`): the spec 3.5 catalogue as checkboxes, custom
 * column titles, and the chosen columns in order with up / down / remove buttons. After a move
 * the focus stays on the moved column's button, so the order can be set from the keyboard alone.
 */
export function ColumnPicker({ error }: { error?: string }) {
  const [field, , helpers] = useField<ReportColumn[]>('columns');
  const columns = field.value;
  const chosen = new Set(columns.map((c) => c.key));
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLElement | null>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const set = (next: ReportColumn[]) => void helpers.setValue(next);

  function toggle(column: ReportColumn, on: boolean) {
    set(
      on
        ? [...columns, { title: column.title, key: column.key }]
        : columns.filter((c) => c.key !== column.key),
    );
  }

  function addCustom() {
    const wanted = title.trim();
    if (!wanted) {
      setTitleError('Enter a column title.');
      return;
    }
    if (wanted.length > MAX_CUSTOM_TITLE) {
      setTitleError(`The column title must not be greater than ${MAX_CUSTOM_TITLE} characters.`);
      return;
    }
    if (columns.some((c) => c.title.toLowerCase() === wanted.toLowerCase())) {
      setTitleError('That column is already in the report.');
      return;
    }
    set([...columns, { title: wanted, key: nextCustomKey(columns) }]);
    setTitle('');
    setTitleError(null);
    setAnnouncement(`${wanted} added as column ${columns.length + 1}.`);
  }

  function move(index: number, delta: -1 | 1) {
    const to = index + delta;
    if (to < 0 || to >= columns.length) return;
    const next = [...columns];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item);
    set(next);
    const direction = delta < 0 ? 'up' : 'down';
    const atEdge = (delta < 0 && to === 0) || (delta > 0 && to === next.length - 1);
    focusNext.current = `${item.key}:${atEdge ? (delta < 0 ? 'down' : 'up') : direction}`;
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${next.length}.`);
  }

  function remove(index: number) {
    const item = columns[index];
    const next = columns.filter((_, i) => i !== index);
    set(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? `${neighbour.key}:remove` : 'custom-title';
    setAnnouncement(`${item.title} removed.`);
  }

  function onTitleKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      addCustom();
    }
  }

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start">
      <Box as="fieldset" minW={0}>
        <Heading as="legend" size="sm" mb={3}>
          Select Report Columns
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gapX={4} gapY={2}>
          {REPORT_COLUMNS.map((column) => (
            <Checkbox.Root
              key={column.key}
              checked={chosen.has(column.key)}
              onCheckedChange={(e) => toggle(column, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{column.title}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        <Field.Root invalid={Boolean(titleError)} mt={5}>
          <Field.Label>Custom Column</Field.Label>
          <HStack w="full" align="start">
            <Input
              ref={(el) => void buttons.current.set('custom-title', el)}
              value={title}
              maxLength={MAX_CUSTOM_TITLE + 1}
              placeholder="Column title"
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError(null);
              }}
              onKeyDown={onTitleKey}
            />
            <Button variant="outline" onClick={addCustom} flexShrink={0}>
              <LuPlus /> Add
            </Button>
          </HStack>
          {titleError ? (
            <Field.ErrorText>{titleError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              An empty column with this title, to fill in the spreadsheet.
            </Field.HelperText>
          )}
        </Field.Root>
      </Box>

      <Box minW={0}>
        <Heading as="h3" size="sm" mb={3} id="report-columns-heading">
          Report Columns
        </Heading>
        {columns.length === 0 ? (
          <Text
            color={error ? 'fg.error' : 'fg.muted'}
            borderWidth="1px"
            borderStyle="dashed"
            rounded="md"
            p={4}
            role={error ? 'alert' : undefined}
          >
            {error ?? 'No column chosen yet: tick the columns or add a custom one.'}
          </Text>
        ) : (
          <Box
            as="ol"
            aria-labelledby="report-columns-heading"
            borderWidth="1px"
            rounded="md"
            listStyleType="none"
          >
            {columns.map((column, index) => (
              <Flex
                as="li"
                key={column.key}
                align="center"
                gap={2}
                px={3}
                py={1.5}
                borderTopWidth={index ? '1px' : 0}
              >
                <Text color="fg.muted" fontSize="sm" w="1.5rem" textAlign="end" flexShrink={0}>
                  {index + 1}.
                </Text>
                <Text flex="1" minW={0} lineClamp={2} wordBreak="break-word">
                  {column.title}
                </Text>
                {isCustomColumn(column.key) && (
                  <Badge variant="subtle" colorPalette="purple" flexShrink={0}>
                    Custom
                  </Badge>
                )}
                <IconButton
                  ref={(el) => void buttons.current.set(`${column.key}:up`, el)}
                  aria-label={`Move ${column.title} up`}
                  size="xs"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  ref={(el) => void buttons.current.set(`${column.key}:down`, el)}
                  aria-label={`Move ${column.title} down`}
                  size="xs"
                  variant="ghost"
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton
                  ref={(el) => void buttons.current.set(`${column.key}:remove`, el)}
                  aria-label={`Remove ${column.title}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => remove(index)}
                >
                  <LuX />
                </IconButton>
              </Flex>
            ))}
          </Box>
        )}
        <Box srOnly aria-live="polite">
          {announcement}
        </Box>
      </Box>
    </SimpleGrid>
  );
}
