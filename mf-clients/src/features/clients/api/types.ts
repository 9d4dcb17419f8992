// Shapes of the Clients API (spec/API.md "Clients", spec 3.4): the contract's (contract/clients), which the API's
// routes answer with.
export type {
  Client,
  ClientActivity,
  ClientAttachment,
  ClientNote,
  ClientRow,
  ClientSub,
  ContactItem,
  GstItem,
  InvoiceStageItem,
  PaymentTermItem,
  SubItemTypes,
} from 'contract/clients';
export type { CreatedEnvelope, DataEnvelope, MessageEnvelope } from 'contract/common';
