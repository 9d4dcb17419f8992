import { useEffect, useState } from 'react';
import { useLocation, useNavigate, ErrorPanel, LoadingBlock } from 'shared-ui';
import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { useClient } from '../api/get-client';
import { useClientItems } from '../api/get-client-items';
import { formValuesFrom, type ClientFormValues } from './client-form-model';
import { ClientForm, type ClientFormDraft } from './client-form';
import { ClientNotFound, isNotFound } from './client-not-found';

/** /clients/:id/edit: the form filled from the server (every section read fresh). */
export function ClientEditPage({ id }: { id: string }) {
  const permission = usePermission('Clients');
  const location = useLocation();
  const client = useClient(id);
  const gst = useClientItems('client_gst', id);
  const contacts = useClientItems('client_contacts', id);
  const terms = useClientItems('client_payment_terms', id);
  const stages = useClientItems('client_invoice_stages', id);
  const all = [client, gst, contacts, terms, stages];
  const ready = all.every((r) => r.data !== undefined && !r.isValidating);
  // The failed save that led here (add with failed items): read once, then dropped from the history entry
  // so that a reload shows the client as saved.
  const [draft] = useState(() => (location.state as { clientDraft?: ClientFormDraft } | null)?.clientDraft ?? null);
  const navigate = useNavigate();
  useEffect(() => {
    if (draft) navigate(location.pathname + location.search, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Built once, when everything has first arrived: the revalidations a save triggers must neither reset
  // what is being typed nor unmount the form (it keeps the failed items' messages).
  const [initialValues, setInitialValues] = useState<ClientFormValues | null>(null);
  useEffect(() => {
    if (initialValues || !ready) return;
    setInitialValues(
      formValuesFrom(client.data, {
        client_gst: gst.data,
        client_contacts: contacts.data,
        client_payment_terms: terms.data,
        client_invoice_stages: stages.data,
      }),
    );
  }, [ready, initialValues, client.data, gst.data, contacts.data, terms.data, stages.data]);

  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_edit) return <UnauthorizedPanel />;
  const failed = all.find((r) => r.error);
  if (failed && !initialValues) {
    if (isNotFound(failed.error)) return <ClientNotFound />;
    return <ErrorPanel onRetry={() => all.forEach((r) => void r.mutate())} />;
  }
  if (!initialValues || !client.data) return <LoadingBlock />;
  return <ClientForm key={id} mode="edit" client={client.data} initialValues={initialValues} draft={draft} />;
}
