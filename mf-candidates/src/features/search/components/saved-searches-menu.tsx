import { useState } from 'react';
import { LuBookmark } from 'react-icons/lu';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  Flex,
  Input,
  Menu,
  Portal,
  Text,
  toast,
  useAction,
  FormDialog,
  deleteQuestion,
} from 'shared-ui';
import { readApiError } from 'shared-auth';
import {
  deleteSavedSearch,
  runSavedSearch,
  saveSearch,
  shareSavedSearch,
  useSavedSearches,
  type SavedSearch,
} from '../api/saved-searches';

function SaveDialog({ open, onClose, filters }: { open: boolean; onClose: () => void; filters: Record<string, unknown> }) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!name.trim()) {
      setError('The name field is required.');
      return;
    }
    setBusy(true);
    try {
      const res = await saveSearch(name.trim(), shared, filters);
      toast.success(res.message);
      setName('');
      setError(null);
      onClose();
    } catch (e) {
      const err = await readApiError(e);
      setError(err.errors ? Object.values(err.errors).flat().join(' ') : err.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      open={open}
      title="Save this search"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel="Save"
      size="md"
    >
      <Flex direction="column" gap={3}>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={100}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={shared} onCheckedChange={(e) => setShared(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Share with the team</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
    </FormDialog>
  );
}

/** Saved searches: save the current filters and query, run one (with how many are new since), share or delete. */
export function SavedSearchesMenu({
  current,
  onRun,
}: {
  current: Record<string, unknown>;
  onRun: (filters: Record<string, unknown>) => void;
}) {
  const { data } = useSavedSearches();
  const [saving, setSaving] = useState(false);
  const searches = data ?? [];
  const newTotal = searches.reduce((n, s) => n + s.new_count, 0);

  const { run } = useAction({
    run: async (s: SavedSearch) => onRun(await runSavedSearch(s.encrypted_id)),
  });
  const { run: share } = useAction({
    run: (s: SavedSearch) => shareSavedSearch(s.encrypted_id, !s.shared),
    success: (_, s) =>
      s.shared ? 'The search is private now.' : 'The search is shared with the team.',
  });
  const { run: remove } = useAction({
    confirm: (s: SavedSearch) => deleteQuestion('Delete saved search', `Delete the saved search "${s.name}"?`),
    run: (s: SavedSearch) => deleteSavedSearch(s.encrypted_id),
    success: 'Deleted Successfully',
  });

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            <LuBookmark /> Saved searches
            {newTotal > 0 && (
              <Badge colorPalette="brand" variant="solid" aria-label={`${newTotal} new`}>
                {newTotal}
              </Badge>
            )}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="18rem" maxW="24rem">
              <Menu.Item value="save" onClick={() => setSaving(true)}>
                Save this search…
              </Menu.Item>
              {searches.length > 0 && <Menu.Separator />}
              {searches.map((s) => (
                <Menu.ItemGroup key={s.encrypted_id}>
                  <Menu.Item value={`run-${s.encrypted_id}`} onClick={() => void run(s)}>
                    <Flex justify="space-between" align="center" w="full" gap={2}>
                      <Text lineClamp={1}>
                        {s.name}
                        {!s.mine && (
                          <Text as="span" color="fg.muted" fontSize="xs">
                            {' '}
                            · {s.owner_name}
                          </Text>
                        )}
                      </Text>
                      {s.new_count > 0 && (
                        <Badge colorPalette="green" flexShrink={0}>
                          {s.new_count >= 2000 ? '2000+' : s.new_count} new
                        </Badge>
                      )}
                    </Flex>
                  </Menu.Item>
                  {s.mine && (
                    <Flex ps={3} gap={1}>
                      <Menu.Item value={`share-${s.encrypted_id}`} onClick={() => void share(s)} fontSize="xs" color="fg.muted">
                        {s.shared ? 'Shared · make private' : 'Private · share with the team'}
                      </Menu.Item>
                      <Menu.Item value={`delete-${s.encrypted_id}`} onClick={() => void remove(s)} fontSize="xs" color="fg.error">
                        Delete
                      </Menu.Item>
                    </Flex>
                  )}
                </Menu.ItemGroup>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SaveDialog open={saving} onClose={() => setSaving(false)} filters={current} />
    </>
  );
}
