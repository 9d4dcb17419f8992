import { screen } from '@testing-library/react';
import { apiGet } from 'shared-auth';
import { renderAt } from '../../../test-utils';
import type { RecentNote } from '../api/get-my-recent-notes';
import { NotesPanel } from './notes-panel';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  apiGet: jest.fn(),
}));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

const note = (notes: string, id: string): RecentNote => ({
  encrypted_id: id,
  notes,
  created_at: '2026-03-15T05:00:00Z',
  entity_type: 'candidate',
  entity_id: '11111111-1111-4111-8111-111111111111',
  entity_name: 'Asha Verma',
});

describe('NotesPanel', () => {
  it('shows notes as the text typed: markup is neither parsed nor dropped', async () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    mockGet.mockResolvedValue({
      status: true,
      data: [
        note('<img src=x onerror="window.__xss=1"> "><svg onload=alert(1)>', '22222222-2222-4222-8222-222222222222'),
        note('Expects CTC < 10L &\n  notice > 30 days', '33333333-3333-4333-8333-333333333333'),
      ],
    });
    await renderAt(<NotesPanel />);
    expect(
      await screen.findByText('<img src=x onerror="window.__xss=1"> "><svg onload=alert(1)>'),
    ).toBeInTheDocument();
    expect(screen.getByText('Expects CTC < 10L & notice > 30 days')).toBeInTheDocument();
    expect(document.body.querySelector('img, svg')).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
