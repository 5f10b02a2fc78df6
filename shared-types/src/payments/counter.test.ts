// Counter payments in the shared rules (decision 032): a counter payment is paid everywhere the gateway's is, its
// modes read as words in both languages, and its verification code reads back.
import { dashboardState } from '../accounts/dashboard-state';
import { formatVerificationCode, parseVerificationCode } from '../print/print-rules';
import { counterModeCode, counterReceiptSchema, isCounterModeCode, paymentPurposeLabel } from './counter';
import { attemptLabel, feeState, paymentModeLabel } from './status';
import { registrationPaid } from './rules';

const counterRow = {
  txnid: 'CTR0123456789ABCDEF',
  purpose: 'registration',
  amount: '50.00',
  status: 'success',
  mode: 'COUNTER_CASH',
  addedon: '2026-11-27 10:30:00',
  created_at: '2026-11-27T05:00:00.000Z',
};

describe('a fee paid at the counter', () => {
  it('is paid for every rule that reads payments, and the dashboard never offers Pay', () => {
    expect(registrationPaid([counterRow])).toBe(true);
    expect(feeState([counterRow], 'registration')).toBe('paid');
    const state = dashboardState({
      status: 0,
      transactions: [counterRow],
      fee_to_pay: null,
      admission_form_code: null,
      is_admission_submitted: 0,
      is_admission_fee_payed: 0,
      profile_photo: 'x.jpg',
      course_name: 'BCOM',
      course_year: 1,
    } as unknown as Parameters<typeof dashboardState>[0]);
    expect(state.chalan.status).toBe('Success');
    expect(state.chalan.payDisabled).toBe(true);
  });

  it('a cancelled counter receipt counts as nothing: the fee is payable again', () => {
    const cancelled = { ...counterRow, status: 'cancelled' };
    expect(feeState([cancelled], 'registration')).toBe('payable');
    expect(attemptLabel('cancelled')).toMatchObject({ kind: 'cancelled', en: 'Receipt cancelled by the office' });
  });

  it('reads its modes as words in both languages, apart from PayU’s cash card', () => {
    expect(paymentModeLabel(counterModeCode('cash'))).toEqual({
      en: 'Cash at the college counter',
      hi: 'महाविद्यालय काउंटर पर नकद',
    });
    expect(paymentModeLabel('COUNTER_DD').en).toBe('Demand draft');
    expect(paymentModeLabel('COUNTER_CHALLAN').hi).toBe('बैंक चालान');
    expect(paymentModeLabel('CASH').en).toBe('Cash card');
    expect(isCounterModeCode('COUNTER_DD')).toBe(true);
    expect(isCounterModeCode('CC')).toBe(false);
    expect(paymentPurposeLabel('registration')).toEqual({ en: 'Registration fee', hi: 'पंजीकरण शुल्क' });
  });

  it('has a verification code of its own kind that reads back', () => {
    const code = formatVerificationCode('office', 123, 'ABCDEFGH');
    expect(code).toBe('OR123-ABCDEFGH');
    expect(parseVerificationCode(' or123-abcdefgh ')).toEqual({ kind: 'office', number: 123, check: 'ABCDEFGH' });
    expect(parseVerificationCode('R7-ABCDEFGH')?.kind).toBe('receipt');
    expect(parseVerificationCode('42-ABCDEFGH')?.kind).toBe('form');
  });

  it('asks the demand draft’s number, bank and date, and nothing of the kind for cash', async () => {
    const base = { student_id: '12', purpose: 'registration', amount: '50' };
    await expect(counterReceiptSchema.isValid({ ...base, mode: 'cash' })).resolves.toBe(true);
    await expect(counterReceiptSchema.isValid({ ...base, mode: 'dd' })).resolves.toBe(false);
    await expect(
      counterReceiptSchema.isValid({
        ...base,
        mode: 'dd',
        instrument_no: 'DD123456',
        instrument_bank: 'SBI',
        instrument_date: '2026-11-20',
      }),
    ).resolves.toBe(true);
    await expect(counterReceiptSchema.isValid({ ...base, mode: 'cash', instrument_no: 'DD1' })).resolves.toBe(false);
  });
});
