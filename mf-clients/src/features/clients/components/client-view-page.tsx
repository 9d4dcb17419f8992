import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams, confirm, EmptyState, ErrorPanel, formatDateShort, formatPhone433, LoadingBlock, RichTextView, showApiError, toast, Box, Card, Flex, Grid, Heading, HStack, Link, List, Stack, Table, Tabs, Text, useInvalidate, keys, deleteQuestion, Fact, EditDeleteButtons } from 'shared-ui';
import { LuExternalLink } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { deleteClient } from '../api/delete-client';
import { useClient } from '../api/get-client';
import { useClientItems } from '../api/get-client-items';
import type { Client, ClientSub, SubItemTypes } from '../api/types';
import { ClientLogo } from './client-logo';
import { ClientNotFound, isNotFound } from './client-not-found';
import { REDIRECT_MS } from './client-form-model';
import { ClientSidePanel } from './client-side-panel';

export const VIEW_TABS = [
  { value: 'details', label: 'Client Details' },
  { value: 'gst', label: 'GST Details' },
  { value: 'terms', label: 'Payment Terms' },
  { value: 'invoice', label: 'Invoice Process' },
  { value: 'contacts', label: 'Point Of Contact' },
] as const;
type ViewTab = (typeof VIEW_TABS)[number]['value'];

/** A link only for web addresses (a stored value is shown, never turned into another kind of link). */
function websiteHref(url: string): string | null {
  const v = url.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  return `https://${v}`;
}

function useItems<S extends ClientSub>(sub: S, id: string, enabled: boolean) {
  return useClientItems(sub, enabled ? id : undefined) as { data?: SubItemTypes[S][]; error?: unknown; isLoading: boolean; mutate: () => unknown };
}

function ItemsState<T>({ state, children }: { state: { data?: T[]; error?: unknown; mutate: () => unknown }; children: (rows: T[]) => ReactNode }) {
  if (state.error) return <ErrorPanel onRetry={() => void state.mutate()} />;
  if (!state.data) return <LoadingBlock />;
  if (state.data.length === 0) return <EmptyState />;
  return <>{children(state.data)}</>;
}

function GstTab({ id }: { id: string }) {
  const state = useItems('client_gst', id, true);
  return (
    <ItemsState state={state}>
      {(rows) => (
        <Stack gap={3}>
          {rows.map((g) => (
            <Box key={g.encrypted_id} borderWidth="1px" rounded="md" p={4} bg="bg.panel">
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap={3}>
                <Fact label="GST Number">{g.gst_id}</Fact>
                <Fact label="State">{[g.gst_state_code, g.gst_state_name].filter(Boolean).join(' - ')}</Fact>
                <Fact label="Office">{g.client_office_short_name}</Fact>
                <Fact label="PAN No">{g.client_pan_no}</Fact>
                <Fact label="TAN No">{g.client_tan_no}</Fact>
                <Fact label="GST Exemption Eligibility">{g.gst_exemption_eligibility || 'None'}</Fact>
                <Fact label="Approval From GST End Date">{formatDateShort(g.approval_from_gst_enddate)}</Fact>
                <Box gridColumn={{ sm: 'span 2' }}>
                  <Fact label="Address">
                    {[g.client_office_address1, g.client_office_address2, g.client_office_address3, g.client_office_address4].filter(Boolean).join(', ')}
                  </Fact>
                </Box>
              </Grid>
            </Box>
          ))}
        </Stack>
      )}
    </ItemsState>
  );
}

function TermsTab({ id }: { id: string }) {
  const state = useItems('client_payment_terms', id, true);
  return (
    <ItemsState state={state}>
      {(rows) => (
        // a phone scrolls the table sideways: the keyboard can too
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          bg="bg.panel"
          tabIndex={0}
          role="region"
          aria-label="Payment Terms"
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Criteria</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">Charges (%)</Table.ColumnHeader>
                <Table.ColumnHeader>Remarks</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((t) => (
                <Table.Row key={t.encrypted_id}>
                  {/* the criteria and remarks wrap, so the charges stay in sight on a phone */}
                  <Table.Cell whiteSpace="normal" overflowWrap="break-word">{t.criteria_name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{t.charges === null ? '' : `${t.charges}%`}</Table.Cell>
                  <Table.Cell whiteSpace="normal" overflowWrap="break-word">{t.remarks}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </ItemsState>
  );
}

function InvoiceTab({ id }: { id: string }) {
  const state = useItems('client_invoice_stages', id, true);
  return (
    <ItemsState state={state}>
      {(rows) => (
        <List.Root as="ol" gap={2} ps={5} listStyleType="decimal">
          {rows.map((s) => (
            <List.Item key={s.encrypted_id}>{s.steps}</List.Item>
          ))}
        </List.Root>
      )}
    </ItemsState>
  );
}

function ContactsTab({ id }: { id: string }) {
  const state = useItems('client_contacts', id, true);
  return (
    <ItemsState state={state}>
      {(rows) => (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap={3}>
          {rows.map((c) => (
            <Box key={c.encrypted_id} borderWidth="1px" rounded="md" p={4} bg="bg.panel">
              <Text fontWeight="semibold">{c.client_contact_name}</Text>
              <Stack gap={1} mt={2} fontSize="sm">
                {c.client_contact_email && (
                  <Link href={`mailto:${c.client_contact_email}`} color="brand.fg" overflowWrap="anywhere">
                    {c.client_contact_email}
                  </Link>
                )}
                {c.client_contact_phone && <Text>Phone: {formatPhone433(c.client_contact_phone)}</Text>}
                {c.client_contact_alternate_phone && <Text>Alternate Phone: {formatPhone433(c.client_contact_alternate_phone)}</Text>}
              </Stack>
            </Box>
          ))}
        </Grid>
      )}
    </ItemsState>
  );
}

function DetailsTab({ client }: { client: Client }) {
  return (
    <Stack gap={5}>
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          Additional Information
        </Heading>
        {client.additional_information ? <RichTextView html={client.additional_information} /> : <Text color="fg.muted">no data found</Text>}
      </Box>
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          About Client
        </Heading>
        {client.about_client ? <RichTextView html={client.about_client} /> : <Text color="fg.muted">no data found</Text>}
      </Box>
    </Stack>
  );
}

function ClientHeader({ client, onDelete, deleting }: { client: Client; onDelete: () => void; deleting: boolean }) {
  const permission = usePermission('Clients');
  const href = websiteHref(client.website_url);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Flex gap={4} align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <ClientLogo url={client.clientlogo_file_url} name={client.client_short_name} size="72px" />
          <Box flex="1" minW={0}>
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {client.client_short_name}
            </Heading>
            <Text color="fg.muted" overflowWrap="anywhere">
              {client.client_legal_name}
            </Text>
            {client.website_url &&
              (href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" overflowWrap="anywhere">
                  {client.website_url} <LuExternalLink />
                </Link>
              ) : (
                <Text fontSize="sm">{client.website_url}</Text>
              ))}
          </Box>
          <HStack gap={1} flexShrink={0}>
            <EditDeleteButtons
              name="client"
              editTo={permission.m_edit ? `/clients/${client.encrypted_id}/edit` : undefined}
              onDelete={permission.m_delete ? onDelete : undefined}
              deleting={deleting}
            />
          </HStack>
        </Flex>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap={3} mt={4}>
          <Fact label="Agreement Start Date">{formatDateShort(client.agreement_start_date)}</Fact>
          <Fact label="Agreement End Date">{formatDateShort(client.agreement_end_date)}</Fact>
          <Fact label="Replacement Duration">{client.replacement_duration === null ? '' : `${client.replacement_duration} Days`}</Fact>
          <Fact label="Invoice Payment Duration">{client.invoice_payment_duration === null ? '' : `${client.invoice_payment_duration} Days`}</Fact>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

/** /clients/:id: the client, its tabs (?tab=) and the right panel (?panel=); below the client on a phone. */
export function ClientViewPage({ id }: { id: string }) {
  const { data: client, error, mutate } = useClient(id);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [deleting, setDeleting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const tabParam = params.get('tab');
  const tab: ViewTab = VIEW_TABS.some((t) => t.value === tabParam) ? (tabParam as ViewTab) : 'details';
  const setTab = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === 'details') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  async function remove() {
    if (!client) return;
    const ok = await confirm(deleteQuestion('Delete client', 'Are you sure you want to delete client ?'));
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteClient(client.encrypted_id);
    } catch (e) {
      setDeleting(false);
      await showApiError(e);
      return;
    }
    toast.success('Client deleted Successfully');
    void invalidate(...keys.clients.stale());
    timer.current = setTimeout(() => navigate('/clients'), REDIRECT_MS);
  }

  if (error) return isNotFound(error) ? <ClientNotFound /> : <ErrorPanel onRetry={() => void mutate()} />;
  if (!client) return <LoadingBlock />;

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(320px, 380px)' }} gap={5} alignItems="start">
      <Stack gap={5} minW={0}>
        <ClientHeader client={client} onDelete={() => void remove()} deleting={deleting} />
        <Card.Root size="sm">
          <Card.Body>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount variant="line">
              <Tabs.List flexWrap="wrap">
                {VIEW_TABS.map((t) => (
                  <Tabs.Trigger key={t.value} value={t.value} flexShrink={0}>
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Box pt={4}>
                <Tabs.Content value="details">
                  <DetailsTab client={client} />
                </Tabs.Content>
                <Tabs.Content value="gst">
                  <GstTab id={id} />
                </Tabs.Content>
                <Tabs.Content value="terms">
                  <TermsTab id={id} />
                </Tabs.Content>
                <Tabs.Content value="invoice">
                  <InvoiceTab id={id} />
                </Tabs.Content>
                <Tabs.Content value="contacts">
                  <ContactsTab id={id} />
                </Tabs.Content>
              </Box>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
      <ClientSidePanel id={id} />
    </Grid>
  );
}
