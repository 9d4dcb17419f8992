import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { RowActions } from './row-actions';

jest.setTimeout(20_000);

describe('RowActions', () => {
  it('links View and Edit to the record and calls onDelete', async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = jest.fn();
    await renderUi(
      <MemoryRouter>
        <RowActions name="Asha" to="/candidates/c1" canEdit onDelete={onDelete} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Asha' })).toHaveAttribute(
      'href',
      '/candidates/c1',
    );
    expect(screen.getByRole('link', { name: 'Edit Asha' })).toHaveAttribute(
      'href',
      '/candidates/c1/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Asha' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows only View without the edit permission or a delete action', async () => {
    await renderUi(
      <MemoryRouter>
        <RowActions name="Acme" to="/clients/k1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Acme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Acme' })).not.toBeInTheDocument();
  });
});
