import { registrationPaid } from './rules';
import { amountInWords, attemptLabel, feeState, paidTransaction } from './status';

const tx = (amount: string, status: string, purpose?: 'registration' | 'admission') => ({ amount, status, purpose });

describe('amountInWords', () => {
  it.each([
    ['50.00', 'Fifty Rupees Only', 'पचास रुपये मात्र'],
    ['1', 'One Rupee Only', 'एक रुपया मात्र'],
    ['2450.00', 'Two Thousand Four Hundred Fifty Rupees Only', 'दो हज़ार चार सौ पचास रुपये मात्र'],
    ['99', 'Ninety-Nine Rupees Only', 'निन्यानबे रुपये मात्र'],
    ['100000', 'One Lakh Rupees Only', 'एक लाख रुपये मात्र'],
    [
      '12345678.5',
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Rupees and Fifty Paise Only',
      'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये पचास पैसे मात्र',
    ],
    ['0.75', 'Seventy-Five Paise Only', 'पचहत्तर पैसे मात्र'],
    ['0', 'Zero Rupees Only', 'शून्य रुपये मात्र'],
    ['1001.01', 'One Thousand One Rupees and One Paise Only', 'एक हज़ार एक रुपये एक पैसे मात्र'],
  ])('%s', (amount, en, hi) => {
    expect(amountInWords(amount, 'en')).toBe(en);
    expect(amountInWords(amount, 'hi')).toBe(hi);
  });

  it('gives nothing for what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', null, undefined, Number.NaN]) {
      expect(amountInWords(bad as never, 'en')).toBe('');
      expect(amountInWords(bad as never, 'hi')).toBe('');
    }
  });
});

describe('registrationPaid', () => {
  it('counts only a success row of the registration purpose', () => {
    expect(registrationPaid([])).toBe(false);
    expect(registrationPaid([tx('50.00', 'pending', 'registration')])).toBe(false);
    expect(registrationPaid([tx('50.00', 'refund_due', 'registration')])).toBe(false);
    expect(registrationPaid([tx('50.00', 'mismatch', 'registration')])).toBe(false);
    expect(registrationPaid([tx('2450.00', 'success', 'admission')])).toBe(false);
    expect(registrationPaid([tx('50.00', 'success', 'registration')])).toBe(true);
    // Rows without a purpose count by amount.
    expect(registrationPaid([tx('50', 'SUCCESS')])).toBe(true);
  });
});

describe('feeState and paidTransaction', () => {
  it('is paid, checking while a payment is pending, else payable', () => {
    expect(feeState([], 'registration')).toBe('payable');
    expect(feeState([tx('50.00', 'failure', 'registration')], 'registration')).toBe('payable');
    expect(feeState([tx('50.00', 'abandoned', 'registration')], 'registration')).toBe('payable');
    expect(feeState([tx('50.00', 'pending', 'registration')], 'registration')).toBe('checking');
    expect(feeState([tx('50.00', 'pending', 'registration')], 'admission')).toBe('payable');
    expect(
      feeState([tx('50.00', 'pending', 'registration'), tx('50.00', 'success', 'registration')], 'registration'),
    ).toBe('paid');
    const rows = [tx('50.00', 'failure', 'registration'), tx('50.00', 'success', 'registration')];
    expect(paidTransaction(rows, 'registration')).toBe(rows[1]);
  });
});

describe('attemptLabel', () => {
  it('gives one plain status per attempt in both languages', () => {
    expect(attemptLabel('success')).toEqual({ kind: 'paid', en: 'Paid', hi: 'भुगतान हो गया' });
    expect(attemptLabel('failure').en).toBe('Failed — no money taken');
    expect(attemptLabel('abandoned').en).toBe('Abandoned');
    expect(attemptLabel('expired').en).toBe('Abandoned');
    expect(attemptLabel('pending').en).toBe('Checking with the bank');
    expect(attemptLabel('refund_due').kind).toBe('refund');
  });
});
