import { Type } from '@sinclair/typebox';
import { ClientOne } from './clients';
import { fakeAnswer, fakeList } from './fake';
import { TaskRow } from './tasks';
import { ACME } from './test/clients';

const client = { ...ACME, invoice_payment_duration: null, agreement_end_date: null };

describe('fakeAnswer', () => {
  it('hands back an answer that matches the route schema', () => {
    const answer = { status: true, data: [client] };
    expect(fakeAnswer(ClientOne, answer)).toBe(answer);
  });

  it('refuses an answer that drifted from the schema, naming where', () => {
    const { lock_version: _dropped, ...withoutVersion } = client;
    expect(() => fakeAnswer(ClientOne, { status: true, data: [withoutVersion] } as never)).toThrow(
      "The fake answer differs from the API's schema at '/data/0/lock_version'",
    );
    expect(() => fakeAnswer(ClientOne, { status: true, data: [{ ...client, replacement_duration: '90' }] } as never)).toThrow(
      '/data/0/replacement_duration',
    );
  });

  it('checks the formats the API declares (date-time, uuid)', () => {
    const task = { encrypted_id: 'x', title: 'Call Asha', done: false, created_at: 'yesterday', updated_at: '2025-01-01T00:00:00.000Z' };
    expect(() => fakeAnswer(TaskRow, task)).toThrow('/created_at');
    expect(() => fakeAnswer(Type.Object({ id: Type.String({ format: 'uuid' }) }), { id: 'not-a-uuid' })).toThrow('/id');
  });
});

describe('fakeList', () => {
  it('wraps rows in the list envelope with their counts', () => {
    const rows = [{ encrypted_id: 'a', title: 'Call Asha', done: false, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00Z' }];
    expect(fakeList(TaskRow, rows)).toEqual({ status: true, data: rows, all_data_cnt: 1, filter_data_cnt: 1 });
  });
});
