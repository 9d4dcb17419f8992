import { activeCount, addressOf, apiFilters, chipsOf, filtersSchema, readFilters, savedFilters, writeFilters, EMPTY_FILTERS } from './filters';

describe('candidate filters in the address', () => {
  it('reads, writes and sends them under the API names', () => {
    const f = readFilters(new URLSearchParams('skills=Java&skills=SQL&skills_match=all&exp_min=3&notice_max=30&free_pool=7&page=4'));
    expect(f).toMatchObject({ skills: ['Java', 'SQL'], skills_match: 'all', exp_min: '3', notice_max: '30', free_pool: '' });
    expect(apiFilters(f)).toEqual({ 'skills[]': ['Java', 'SQL'], skills_match: 'all', exp_min: '3', notice_max: '30' });
    const written = writeFilters(new URLSearchParams('q=java&page=4'), f);
    expect(written.toString()).toBe('q=java&skills=Java&skills=SQL&skills_match=all&exp_min=3&notice_max=30');
    expect(savedFilters(f, ' java ')).toEqual({ q: 'java', 'skills[]': ['Java', 'SQL'], skills_match: 'all', exp_min: 3, notice_max: 30 });
    expect(addressOf(savedFilters(f, 'java')).toString()).toBe('q=java&skills=Java&skills=SQL&skills_match=all&exp_min=3&notice_max=30');
  });

  it('shows one chip per filter, each clearing only itself', () => {
    const f = { ...EMPTY_FILTERS, skills: ['Java'], exp_min: '3', exp_max: '8', ctc_max: '1500000', status: 'S' };
    const chips = chipsOf(f, { status: 'Processed' });
    expect(chips.map((c) => c.label)).toEqual(['Skills (any): Java', 'Experience: 3 yrs – 8 yrs', 'Current CTC: at most ₹15,00,000', 'Status: Processed']);
    expect(chips[1].without).toEqual({ ...f, exp_min: '', exp_max: '' });
  });

  it('counts the active filters as their chips: a range is one, the skills match is part of the skills', () => {
    expect(activeCount(EMPTY_FILTERS)).toBe(0);
    expect(activeCount({ ...EMPTY_FILTERS, exp_min: '3', exp_max: '8', notice_max: '30' })).toBe(2);
    expect(activeCount({ ...EMPTY_FILTERS, skills: ['Java', 'SQL'], skills_match: 'all', created_from: '2026-01-01', created_to: '2026-02-01' })).toBe(2);
  });

  it('refuses ranges out of order and bad numbers, naming the fields as the form labels them', async () => {
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, exp_min: '9', exp_max: '3' })).rejects.toThrow(
      'Experience to must not be less than Experience from.',
    );
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, ectc_min: '900000', ectc_max: '500000' })).rejects.toThrow(
      'Expected CTC to must not be less than Expected CTC from.',
    );
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, created_from: '2026-11-20', created_to: '2026-11-01' })).rejects.toThrow(
      'Added to must be the same day as Added from or later.',
    );
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, notice_max: 'abc' })).rejects.toThrow('Notice period must be a number.');
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, exp_min: '2.5' })).rejects.toThrow('Experience from must be a whole number.');
    await expect(filtersSchema.validate({ ...EMPTY_FILTERS, exp_max: '71' })).rejects.toThrow('Experience to must not be greater than 70.');
  });
});
