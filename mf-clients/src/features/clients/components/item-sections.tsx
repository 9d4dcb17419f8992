import { useEffect, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { MAX_LENGTH } from 'contract/rules/clients';
import type { ClientSub } from '../api/types';
import { ITEM_LABELS, SECTION_TITLES, type ClientFormValues, type DraftBase, type GstDraft } from './client-form-model';
import { Alert, Box, Button, Card, DateField, Flex, Heading, List, NumberField, SelectField, SimpleGrid, Stack, Text, TextField, todayIso } from 'shared-ui';

export const GST_ELIGIBILITY_OPTIONS = [
  { label: 'None', value: '' },
  { label: 'YES', value: 'YES' },
  { label: 'NO', value: 'NO' },
];

function GstFields({ index, item }: { index: number; item: GstDraft }) {
  const { setFieldValue } = useFormikContext<ClientFormValues>();
  const name = (k: string) => `client_gst.${index}.${k}`;
  const isNo = item.gst_exemption_eligibility === 'NO';
  // Spec 4: the end date is disabled when eligibility is NO, so it holds no value then.
  useEffect(() => {
    if (isNo && item.approval_from_gst_enddate) void setFieldValue(name('approval_from_gst_enddate'), '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNo, item.approval_from_gst_enddate]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
      <TextField name={name('gst_state_code')} label="GST State Code" maxLength={MAX_LENGTH.gst_state_code} />
      <TextField name={name('gst_state_name')} label="GST State Name" maxLength={MAX_LENGTH.gst_state_name} />
      <TextField name={name('gst_id')} label="GST Number" maxLength={MAX_LENGTH.gst_id} />
      <TextField name={name('client_pan_no')} label="PAN No" maxLength={MAX_LENGTH.client_pan_no} />
      <TextField name={name('client_tan_no')} label="TAN No" maxLength={MAX_LENGTH.client_tan_no} />
      <TextField name={name('client_office_short_name')} label="Office Short Name" maxLength={MAX_LENGTH.client_office_short_name} />
      <TextField name={name('client_office_address1')} label="Office Address 1" maxLength={MAX_LENGTH.client_office_address} />
      <TextField name={name('client_office_address2')} label="Office Address 2" maxLength={MAX_LENGTH.client_office_address} />
      <TextField name={name('client_office_address3')} label="Office Address 3" maxLength={MAX_LENGTH.client_office_address} />
      <TextField name={name('client_office_address4')} label="Office Address 4" maxLength={MAX_LENGTH.client_office_address} />
      <SelectField name={name('gst_exemption_eligibility')} label="GST Exemption Eligibility" options={GST_ELIGIBILITY_OPTIONS} />
      <DateField name={name('approval_from_gst_enddate')} label="Approval From GST End Date" min={todayIso() /* the earliest GST exemption end date: today in the product's zone */} disabled={isNo} />
    </SimpleGrid>
  );
}

function ContactFields({ index }: { index: number }) {
  const name = (k: string) => `client_contacts.${index}.${k}`;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={4}>
      <TextField name={name('client_contact_name')} label="Name" maxLength={MAX_LENGTH.client_contact_name} />
      <TextField name={name('client_contact_email')} label="Email" type="email" maxLength={MAX_LENGTH.client_contact_email} />
      <TextField name={name('client_contact_phone')} label="Phone" type="tel" maxLength={MAX_LENGTH.client_contact_phone} />
      <TextField name={name('client_contact_alternate_phone')} label="Alternate Phone" type="tel" maxLength={MAX_LENGTH.client_contact_phone} />
    </SimpleGrid>
  );
}

function TermFields({ index }: { index: number }) {
  const name = (k: string) => `client_payment_terms.${index}.${k}`;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
      <TextField name={name('criteria_name')} label="Criteria" maxLength={MAX_LENGTH.criteria_name} />
      <NumberField name={name('charges')} label="Charges (%)" maxLength={6} helperText="0 to 100" />
      <TextField name={name('remarks')} label="Remarks" maxLength={MAX_LENGTH.remarks} />
    </SimpleGrid>
  );
}

function StageFields({ index }: { index: number }) {
  return <TextField name={`client_invoice_stages.${index}.steps`} label="Steps" maxLength={MAX_LENGTH.steps} />;
}

function ItemFields({ sub, index, item }: { sub: ClientSub; index: number; item: DraftBase }) {
  switch (sub) {
    case 'client_gst':
      return <GstFields index={index} item={item as GstDraft} />;
    case 'client_contacts':
      return <ContactFields index={index} />;
    case 'client_payment_terms':
      return <TermFields index={index} />;
    default:
      return <StageFields index={index} />;
  }
}

export function ItemErrors({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not saved</Alert.Title>
        <Alert.Description>
          <List.Root ps={4}>
            {messages.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** One repeatable section: its items, each with a Delete button, and 'Add More'. */
export function ItemSection({
  sub,
  errors,
  onAdd,
  onDelete,
  footer,
}: {
  sub: ClientSub;
  errors: Record<string, string[]>;
  onAdd: () => void;
  onDelete: (index: number) => void;
  footer?: ReactNode;
}) {
  const { values } = useFormikContext<ClientFormValues>();
  const items = values[sub] as DraftBase[];
  const title = SECTION_TITLES[sub];
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Flex align="center" justify="space-between" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Button size="sm" variant="outline" onClick={onAdd}>
            <LuPlus /> Add More
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {items.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              no data found
            </Text>
          )}
          {items.map((item, index) => (
            <Box
              key={item.key}
              role="group"
              aria-label={`${ITEM_LABELS[sub]} ${index + 1}`}
              borderWidth="1px"
              rounded="md"
              p={{ base: 3, md: 4 }}
              bg="bg.subtle"
            >
              <Stack gap={3}>
                <ItemFields sub={sub} index={index} item={item} />
                <ItemErrors messages={errors[item.key]} />
                <Flex justify="flex-end">
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(index)} aria-label={`Delete ${ITEM_LABELS[sub]} ${index + 1}`}>
                    <LuTrash2 /> Delete
                  </Button>
                </Flex>
              </Stack>
            </Box>
          ))}
          {footer}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
