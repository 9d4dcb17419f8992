import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ctcReadBack, OfferFields, OFFER_MESSAGES } from './offer-fields';

describe('the offered CTC read back', () => {
  it('says the amount in rupees and lakh, and warns of an amount too small to be a year in rupees', () => {
    expect(ctcReadBack('1200000')).toBe('₹12,00,000 a year (12 lakh)');
    expect(ctcReadBack('12,50,000')).toBe('₹12,50,000 a year (12.5 lakh)');
    expect(ctcReadBack('5')).toBe('₹5 a year: the CTC is in rupees (12 lakh is 1200000).');
    expect(ctcReadBack('')).toBe('');
    expect(ctcReadBack('12 L')).toBe('');
  });

  it('shows it under the field, and the error instead when there is one', async () => {
    const onChange = jest.fn();
    const values = { offered_ctc: '900000', expected_joining_date: '' };
    const { rerender } = await renderUi(<OfferFields need="offer" values={values} onChange={onChange} />);
    expect(screen.getByText('₹9,00,000 a year (9 lakh)')).toBeInTheDocument();
    await act(async () => {
      rerender(<OfferFields need="offer" values={{ ...values, offered_ctc: '' }} errors={{ offered_ctc: OFFER_MESSAGES.ctcRequired }} onChange={onChange} />);
    });
    expect(screen.getByText(OFFER_MESSAGES.ctcRequired)).toBeInTheDocument();
    expect(screen.queryByText(/a year/)).not.toBeInTheDocument();
  });
});
