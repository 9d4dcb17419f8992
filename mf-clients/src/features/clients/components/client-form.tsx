import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, CancelButton, confirm, DateField, discardDraft, ErrorsFollowValues, ErrorSummary, FormDraft, FormFooter, NumberField, RichTextEditor, showApiError, TextField, toast, UnsavedChangesGuard, useFlashErrors, useLeaveAfter, useVersionConflict, Alert, Box, Button, Card, Heading, SimpleGrid, Stack, useInvalidate, keys, deleteQuestion } from 'shared-ui';
import { Form, Formik, useFormikContext, type FormikProps } from 'formik';
import { MAX_LENGTH } from 'contract/rules/clients';
import { createClient } from '../api/create-client';
import { useClientDuplicates } from '../api/get-client-duplicates';
import { deleteClientItem } from '../api/delete-client-item';
import { saveClientItems } from '../api/save-client-items';
import type { Client, ClientSub } from '../api/types';
import { updateClient } from '../api/update-client';
import { updateClientLogo } from '../api/update-client-logo';
import {
  baselineFrom,
  blankItem,
  clientFieldsChanged,
  clientPayload,
  FIELD_NAMES,
  ITEM_LABELS,
  planItemWrites,
  clientFieldErrors,
  contactErrors,
  MESSAGES,
  normaliseWebsite,
  REDIRECT_MS,
  SUBS,
  type ClientFieldValues,
  type ClientFormValues,
  type DraftBase,
  type ItemBaseline,
} from './client-form-model';
import { ItemSection } from './item-sections';
import { LogoPicker } from './logo-picker';
import { lockField, lockVersionOf, reloadClientFields } from './client-version';

/** Carried to the edit screen when some items of a new client could not be saved. */
export interface ClientFormDraft {
  values: ClientFormValues;
  itemErrors: Record<string, string[]>;
}

export interface ClientFormProps {
  mode: 'add' | 'edit';
  client?: Client;
  /** The form as loaded (edit) or blank (add). */
  initialValues: ClientFormValues;
  /** The values and failures of the save that led here (add with failed items). */
  draft?: ClientFormDraft | null;
}

const pickFields = (v: ClientFormValues): ClientFieldValues =>
  Object.fromEntries(FIELD_NAMES.map((k) => [k, v[k]])) as unknown as ClientFieldValues;

/** The end date is not before the start: said at once, never blanked (what was typed stays to be corrected). */
function AgreementDates() {
  const { values } = useFormikContext<ClientFormValues>();
  const start = values.agreement_start_date;
  const end = values.agreement_end_date;
  return (
    <>
      <DateField name="agreement_start_date" label="Agreement Start Date" />
      <DateField
        name="agreement_end_date"
        label="Agreement End Date"
        min={start || undefined}
        disabled={!start && !end}
        error={start && end && end < start ? MESSAGES.endBeforeStart : undefined}
      />
    </>
  );
}

/** The website as it will be kept (https:// added, the host in lower case), or why it is not a web address. */
function WebsiteField({ saved }: { saved?: string }) {
  const { values } = useFormikContext<ClientFormValues>();
  const typed = values.website_url.trim();
  const kept = normaliseWebsite(typed);
  const legacy = typed !== '' && typed === saved?.trim();
  return (
    <TextField
      name="website_url"
      label="Website"
      type="url"
      maxLength={MAX_LENGTH.website_url}
      placeholder="https://"
      helperText={kept && kept !== typed ? `Saved as ${kept}` : undefined}
      error={typed && kept === null && !legacy ? MESSAGES.websiteInvalid : undefined}
    />
  );
}

/** Another client with the same legal or short name: a warning, the save still goes on. */
function DuplicateWarning({ exclude }: { exclude?: string }) {
  const { values } = useFormikContext<ClientFormValues>();
  const dupes = useClientDuplicates(values.client_legal_name, values.client_short_name, exclude);
  if (!dupes.data?.length) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>A client with the same name already exists</Alert.Title>
        <Alert.Description>
          {dupes.data
            .map((d) => `${d.client_short_name} (${d.client_legal_name}): same ${d.matched.map((m) => (m === 'legal_name' ? 'legal name' : 'short name')).join(' and ')}`)
            .join('; ')}
          . You can still save.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function RichText({ name, label }: { name: 'about_client' | 'additional_information'; label: string }) {
  const { values, setFieldValue } = useFormikContext<ClientFormValues>();
  return <RichTextEditor label={label} value={values[name]} onChange={(html) => void setFieldValue(name, html)} minHeight="8rem" />;
}

/** Add and Edit: the client's details, logo, rich texts and the four repeatable sections. */
export function ClientForm({ mode, client, initialValues, draft }: ClientFormProps) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const flash = useFlashErrors();
  const [savedFields, setSavedFields] = useState<ClientFieldValues>(() => pickFields(initialValues));
  const [baseline, setBaseline] = useState<ItemBaseline>(() => baselineFrom(initialValues));
  const [itemErrors, setItemErrors] = useState<Record<string, string[]>>(draft?.itemErrors ?? {});
  const [logo, setLogo] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);
  const { leaving, leave } = useLeaveAfter();
  const formik = useRef<FormikProps<ClientFormValues>>(null);
  const [lockVersion, setLockVersion] = useState(() => lockVersionOf(client));
  const conflict = useVersionConflict<ClientFieldValues>();
  const recordId = client?.encrypted_id;
  // a message goes when its field is corrected (the same rules as at Save)
  const followErrors = useCallback(
    (v: ClientFieldValues) => clientFieldErrors(v, mode === 'edit' ? savedFields : undefined),
    [mode, savedFields],
  );

  const start = useMemo(() => draft?.values ?? initialValues, [draft, initialValues]);

  // the list, everything read about clients (this one's details, sections, notes, activity), the reports' clients
  const refreshCaches = () => invalidate(...keys.clients.stale());

  async function save(values: ClientFormValues, setValues: (v: ClientFormValues) => void) {
    const missing = clientFieldErrors(values, mode === 'edit' ? savedFields : undefined);
    const contacts = contactErrors(values, baseline);
    if (Object.keys(missing).length || Object.keys(contacts).length) {
      flash.flash(missing);
      setItemErrors(contacts);
      return;
    }
    setBusy(true);
    let clientId = client?.encrypted_id ?? '';
    const fields = clientPayload(values);
    try {
      if (mode === 'add') {
        clientId = (await createClient(fields, logo)).data.encrypted_id;
      } else {
        if (clientFieldsChanged(values, savedFields))
          await updateClient(clientId, { ...fields, ...lockField(lockVersion) });
        setSavedFields(pickFields(values));
        if (logo) await updateClientLogo(clientId, logo);
      }
      setLogo(null);
    } catch (e) {
      setBusy(false);
      const reload = async () => {
        const fresh = await reloadClientFields(clientId);
        setLockVersion(fresh.lockVersion);
        return fresh.fields;
      };
      const apply = (fresh: ClientFieldValues, merged: ClientFieldValues) => {
        setSavedFields(fresh);
        void formik.current?.setValues({ ...(formik.current?.values ?? values), ...merged });
      };
      const mine = { values: pickFields(values), initialValues: savedFields, reload, apply };
      if (await conflict.check(e, mine)) return;
      await showApiError(e);
      return;
    }

    const writes = planItemWrites(values, baseline);
    const result = await saveClientItems(clientId, writes);
    // The saved values as they now are: created items carry their id.
    const next = { ...values } as ClientFormValues;
    for (const sub of SUBS) {
      (next as unknown as Record<ClientSub, DraftBase[]>)[sub] = (values[sub] as DraftBase[]).map((d) =>
        result.created[d.key] ? { ...d, encrypted_id: result.created[d.key] } : d,
      );
    }
    const savedKeys = new Set(result.saved);
    const nextBaseline = { ...baseline } as ItemBaseline;
    for (const sub of SUBS) {
      const map = { ...(baseline[sub] as Record<string, DraftBase>) };
      for (const d of next[sub] as DraftBase[]) if (d.encrypted_id && savedKeys.has(d.key)) map[d.encrypted_id] = d;
      (nextBaseline as unknown as Record<ClientSub, Record<string, DraftBase>>)[sub] = map;
    }
    void refreshCaches();
    const failed = Object.keys(result.failures).length > 0;
    toast.success(mode === 'add' ? 'Client Added Successfully' : 'Client Updated Successfully');

    if (mode === 'edit' && failed) {
      setBaseline(nextBaseline);
      setValues(next);
      setItemErrors(result.failures);
      setBusy(false);
      return;
    }
    setItemErrors({});
    discardDraft('client', recordId);
    leave(() => {
      if (failed) navigate(`/clients/${clientId}/edit`, { state: { clientDraft: { values: next, itemErrors: result.failures } } });
      else navigate(`/clients/${clientId}`);
    }, REDIRECT_MS);
  }

  return (
    <Formik<ClientFormValues> innerRef={formik} initialValues={start} onSubmit={(v, helpers) => save(v, helpers.setValues as (v: ClientFormValues) => void)}>
      {({ values, setFieldValue, isSubmitting }) => {
        const dirty = clientFieldsChanged(values, savedFields) || planItemWrites(values, baseline).length > 0 || logo !== null;
        const failures = Object.entries(itemErrors);

        async function removeItem(sub: ClientSub, index: number) {
          const list = values[sub] as DraftBase[];
          const item = list[index];
          if (!item) return;
          const ok = await confirm(deleteQuestion(`Delete ${ITEM_LABELS[sub]}`));
          if (!ok) return;
          if (item.encrypted_id) {
            try {
              await deleteClientItem(sub, item.encrypted_id);
              toast.success('Deleted Successfully');
              setBaseline((b) => {
                const map = { ...(b[sub] as Record<string, DraftBase>) };
                delete map[item.encrypted_id as string];
                return { ...b, [sub]: map } as ItemBaseline;
              });
              void refreshCaches();
            } catch (e) {
              await showApiError(e);
              return;
            }
          }
          setItemErrors((errs) => {
            const rest = { ...errs };
            delete rest[item.key];
            return rest;
          });
          // read the list again: it may have changed while the dialog was open
          void setFieldValue(
            sub,
            (values[sub] as DraftBase[]).filter((d) => d.key !== item.key),
          );
        }

        return (
          <Form noValidate aria-label={mode === 'add' ? 'Add client' : 'Edit client'}>
            <UnsavedChangesGuard
              when={dirty && !busy && !leaving && !isSubmitting}
              onLeave={() => discardDraft('client', recordId)}
            />
            <ErrorsFollowValues errors={flash} validate={followErrors} />
            {conflict.element}
            <Stack gap={5}>
              <FormDraft id="client" record={recordId} />
              {conflict.notice}
              <ErrorSummary errors={flash.errors} focusOnShow={flash.generation} />
              {failures.length > 0 && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Some items were not saved. Correct them and save again.</Alert.Title>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Card.Root as="section" aria-label="Client Details" size="sm">
                <Card.Header>
                  <Heading as="h2" size="md">
                    Client Details
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <Stack gap={5}>
                    <DuplicateWarning exclude={client?.encrypted_id} />
                    <LogoPicker currentUrl={client?.clientlogo_file_url} name={values.client_short_name} value={logo} onChange={setLogo} />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                      <TextField name="client_legal_name" label="Client Legal Name" required maxLength={MAX_LENGTH.client_legal_name} error={flash.errors.client_legal_name} />
                      <TextField name="client_short_name" label="Client Short Name" required maxLength={MAX_LENGTH.client_short_name} error={flash.errors.client_short_name} />
                      <WebsiteField saved={mode === 'edit' ? savedFields.website_url : undefined} />
                      <Box display={{ base: 'none', md: 'block' }} />
                      <NumberField name="replacement_duration" label="Replacement Duration (days)" digitsOnly maxLength={5} />
                      <NumberField name="invoice_payment_duration" label="Invoice Payment Duration (days)" digitsOnly maxLength={5} />
                      <AgreementDates />
                    </SimpleGrid>
                  </Stack>
                </Card.Body>
              </Card.Root>

              <Card.Root size="sm">
                <Card.Body>
                  <Stack gap={5}>
                    <RichText name="about_client" label="About Client" />
                    <RichText name="additional_information" label="Additional Information" />
                  </Stack>
                </Card.Body>
              </Card.Root>

              {SUBS.map((sub) => (
                <ItemSection
                  key={sub}
                  sub={sub}
                  errors={itemErrors}
                  onAdd={() => void setFieldValue(sub, [...(values[sub] as DraftBase[]), blankItem(sub)])}
                  onDelete={(index) => void removeItem(sub, index)}
                />
              ))}

              <FormFooter bg="bg.subtle">
                <CancelButton draft="client" record={recordId} to="/clients" disabled={busy || leaving} />
                <Button type="submit" loading={busy || leaving} loadingText="Saving">
                  Save
                </Button>
              </FormFooter>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
