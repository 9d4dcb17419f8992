import { keys, keyStartsWith } from './cache-keys';

describe('keyStartsWith', () => {
  const id = '11111111-1111-4111-8111-111111111111';

  it('matches the keys that start with the prefix, part by part', () => {
    expect(keyStartsWith(['clients', { page: 0, q: '' }], ['clients'])).toBe(true);
    expect(keyStartsWith(['clients', id, 'notes'], ['clients', id])).toBe(true);
    expect(keyStartsWith(['clients', id], ['clients', id])).toBe(true);
    expect(keyStartsWith(['states', { country: 1 }], ['states', { country: 1 }])).toBe(true);
  });

  it('never matches by a part of a text: another resource or another record is left alone', () => {
    expect(keyStartsWith(['clients_search', { q: 'a' }], ['clients'])).toBe(false);
    expect(keyStartsWith([`clients/${id}`], ['clients'])).toBe(false);
    expect(keyStartsWith(['clients', '22222222-2222-4222-8222-222222222222', 'notes'], ['clients', id])).toBe(false);
    expect(keyStartsWith(['clients'], ['clients', id])).toBe(false);
    expect(keyStartsWith('clients', ['clients'])).toBe(false);
    expect(keyStartsWith(null, ['clients'])).toBe(false);
  });

  it("a client's change (keys.clients.all) reaches the job order form's cached contacts of that client", () => {
    expect(keyStartsWith(keys.clients.contacts(id), keys.clients.all)).toBe(true);
    expect(keyStartsWith(keys.clients.contacts(id), keys.clients.one(id))).toBe(true);
  });
});
