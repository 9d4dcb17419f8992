import { useState, type FormEvent } from 'react';
import { LuPlus } from 'react-icons/lu';
import { DeleteIconButton, EmptyState, ErrorPanel, LoadingBlock, toast, toastApiError, useTextDraft, Button, Checkbox, Flex, Input, Stack, Text } from 'shared-ui';
import { createTask } from '../api/create-task';
import { deleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { updateTask } from '../api/update-task';
import { TITLE_MAX } from 'contract/rules/tasks';
import type { Task } from '../api/types';


/** The Tasks tab of the side panel: my own to-do list, kept on the server. */
export function TasksPanel() {
  const { data: tasks, error, isLoading, mutate } = useTasks();
  const { text: title, setText: setTitle, clear: clearTitle } = useTextDraft('dashboard-task', 'new');
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function add(e: FormEvent) {
    e.preventDefault();
    const text = title.trim();
    if (!text) return;
    setSaving(true);
    try {
      await createTask(text);
      clearTitle();
      toast.success('Added Successfully');
      await mutate();
    } catch (err) {
      await toastApiError(err);
    } finally {
      setSaving(false);
    }
  }

  async function tick(task: Task, done: boolean) {
    setBusy(task.encrypted_id);
    try {
      await mutate(
        async (current) => {
          await updateTask(task.encrypted_id, done);
          return current;
        },
        {
          optimisticData: (current) =>
            (current ?? []).map((t) => (t.encrypted_id === task.encrypted_id ? { ...t, done } : t)),
          rollbackOnError: true,
          revalidate: true,
        },
      );
    } catch (err) {
      await toastApiError(err);
    } finally {
      setBusy(null);
    }
  }

  async function remove(task: Task) {
    setBusy(task.encrypted_id);
    try {
      await deleteTask(task.encrypted_id);
      toast.success('Deleted Successfully');
      await mutate();
    } catch (err) {
      await toastApiError(err);
    } finally {
      setBusy(null);
    }
  }

  const open = tasks?.filter((t) => !t.done).length ?? 0;

  return (
    <Stack gap={3}>
      <form onSubmit={(e) => void add(e)} aria-label="Add a task">
        <Flex gap={2}>
          <Input
            size="sm"
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Add a task"
            aria-label="New task"
          />
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={saving}
            disabled={!title.trim()}
          >
            <LuPlus /> Add
          </Button>
        </Flex>
      </form>
      {error ? (
        <ErrorPanel onRetry={() => void mutate()} />
      ) : isLoading && !tasks ? (
        <LoadingBlock minH="6rem" />
      ) : !tasks?.length ? (
        <EmptyState text="no data found" />
      ) : (
        <>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {open} open, {tasks.length - open} done
          </Text>
          <Stack as="ul" gap={1} listStyleType="none" m={0} p={0} aria-label="Tasks">
            {tasks.map((task) => (
              <Flex
                as="li"
                key={task.encrypted_id}
                align="center"
                gap={2}
                py={1}
                px={2}
                rounded="md"
                _hover={{ bg: 'bg.muted' }}
              >
                <Checkbox.Root
                  checked={task.done}
                  disabled={busy === task.encrypted_id}
                  onCheckedChange={(d) => void tick(task, d.checked === true)}
                  flex="1"
                  minW={0}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label
                    fontWeight="normal"
                    textDecoration={task.done ? 'line-through' : undefined}
                    color={task.done ? 'fg.muted' : 'fg'}
                    wordBreak="break-word"
                  >
                    {task.title}
                  </Checkbox.Label>
                </Checkbox.Root>
                <DeleteIconButton
                  aria-label={`Delete task ${task.title}`}
                  size="xs"
                  disabled={busy === task.encrypted_id}
                  onClick={() => void remove(task)}
                />
              </Flex>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
