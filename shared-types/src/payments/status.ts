// Payments: what a transaction's status means, which fee a student may still pay, and amounts in words.
import type { PaymentPurpose } from './entities';

/**
 * Every status a transaction can have. Only `success` is money the college has and keeps:
 * - pending: started, the gateway has not given a final answer yet ("Checking with the bank");
 * - failure: the gateway says no money was taken;
 * - abandoned: replaced by a newer attempt, or never completed at the gateway;
 * - expired: no final answer from the gateway within 24 hours;
 * - mismatch: the gateway's answer differs from what was asked (amount, txnid, fee, email or udf fields), or it
 *   took an amount that is no longer the fee (changed by the office during the checkout): never a success,
 *   flagged for the accounts office, who refund it;
 * - refund_due: a second successful payment of an already paid fee, to be refunded;
 * - refunded: refunded through the gateway;
 * - cancelled: a fee taken at the college counter whose office receipt an administrator cancelled (decision 032):
 *   the receipt stays, marked cancelled, and the fee is payable again.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'success',
  'failure',
  'abandoned',
  'expired',
  'mismatch',
  'refund_due',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the payment rules read of a transaction (a get-user row, a print row or a database row). */
export interface PaymentLike {
  purpose?: string | null;
  amount: string | number;
  status: string;
}

/** A transaction's purpose; rows from before purposes were stored count by amount (50 is registration). */
function purposeOf(t: Omit<PaymentLike, 'status'>): PaymentPurpose {
  if (t.purpose === 'registration' || t.purpose === 'admission') return t.purpose;
  return Number(t.amount) === 50 ? 'registration' : 'admission';
}

function isSuccessful(t: Pick<PaymentLike, 'status'>): boolean {
  return String(t.status).toLowerCase() === 'success';
}

/** The successful payment of a purpose, if any: the one payment receipts and the fee slip show. */
export function paidTransaction<T extends PaymentLike>(
  transactions: readonly T[] | null | undefined,
  purpose: PaymentPurpose,
): T | undefined {
  return (transactions ?? []).find((t) => isSuccessful(t) && purposeOf(t) === purpose);
}

/** What a student may do about a fee: pay it, wait while the bank is asked, or nothing because it is paid. */
export type FeeState = 'payable' | 'checking' | 'paid';

export function feeState(transactions: readonly PaymentLike[] | null | undefined, purpose: PaymentPurpose): FeeState {
  if (paidTransaction(transactions, purpose)) return 'paid';
  // A mismatch is the accounts office's to settle; it never blocks paying the fee itself.
  const open = (transactions ?? []).some(
    (t) => purposeOf(t) === purpose && String(t.status).toLowerCase() === 'pending',
  );
  return open ? 'checking' : 'payable';
}

export type AttemptKind = 'paid' | 'failed' | 'abandoned' | 'checking' | 'review' | 'refund' | 'refunded' | 'cancelled';

export interface AttemptLabel {
  kind: AttemptKind;
  en: string;
  hi: string;
}

const ATTEMPT_LABELS: Record<AttemptKind, { en: string; hi: string }> = {
  paid: { en: 'Paid', hi: 'भुगतान हो गया' },
  failed: { en: 'Failed — no money taken', hi: 'असफल — कोई राशि नहीं कटी' },
  abandoned: { en: 'Abandoned', hi: 'अधूरा छोड़ा गया' },
  checking: { en: 'Checking with the bank', hi: 'बैंक से पुष्टि की जा रही है' },
  review: { en: 'Being checked by the accounts office', hi: 'लेखा कार्यालय द्वारा जाँच की जा रही है' },
  refund: { en: 'Paid twice — refund due', hi: 'दो बार भुगतान — राशि लौटाई जाएगी' },
  refunded: { en: 'Refunded', hi: 'राशि लौटा दी गई' },
  cancelled: { en: 'Receipt cancelled by the office', hi: 'कार्यालय द्वारा रसीद रद्द' },
};

/** One plain status per payment attempt, in English and Hindi. */
export function attemptLabel(status: string): AttemptLabel {
  const kinds: Record<string, AttemptKind> = {
    success: 'paid',
    failure: 'failed',
    abandoned: 'abandoned',
    expired: 'abandoned',
    pending: 'checking',
    mismatch: 'review',
    refund_due: 'refund',
    refunded: 'refunded',
    cancelled: 'cancelled',
  };
  const kind = kinds[String(status).toLowerCase()] ?? 'checking';
  return { kind, ...ATTEMPT_LABELS[kind] };
}

/**
 * How a payment mode reads on a receipt: the gateway's (PayU: CC, DC, NB, UPI, CASH, EMI, ...; PayU's CASH is a cash
 * card) and the college counter's own codes (COUNTER_CASH, COUNTER_DD, COUNTER_CHALLAN; decision 032).
 */
export function paymentModeLabel(mode: string | null | undefined): { en: string; hi: string } {
  const m = String(mode ?? '').toUpperCase();
  const labels: Record<string, { en: string; hi: string }> = {
    CC: { en: 'Credit card', hi: 'क्रेडिट कार्ड' },
    DC: { en: 'Debit card', hi: 'डेबिट कार्ड' },
    NB: { en: 'Net banking', hi: 'नेट बैंकिंग' },
    UPI: { en: 'UPI', hi: 'यूपीआई' },
    CASH: { en: 'Cash card', hi: 'कैश कार्ड' },
    EMI: { en: 'EMI', hi: 'ईएमआई' },
    COUNTER_CASH: { en: 'Cash at the college counter', hi: 'महाविद्यालय काउंटर पर नकद' },
    COUNTER_DD: { en: 'Demand draft', hi: 'डिमांड ड्राफ्ट' },
    COUNTER_CHALLAN: { en: 'Bank challan', hi: 'बैंक चालान' },
  };
  if (labels[m]) return labels[m];
  return m ? { en: m, hi: m } : { en: '—', hi: '—' };
}

// ---------------------------------------------------------------------------------------------------------
// Amounts in words (Indian numbering: thousand, lakh, crore)

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// Hindi names every number below a hundred with its own word.
const HI_UNDER_100 = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
];

function enUnder100(n: number): string {
  if (n < 20) return EN_ONES[n]!;
  const ones = n % 10;
  return ones ? `${EN_TENS[Math.floor(n / 10)]}-${EN_ONES[ones]}` : EN_TENS[Math.floor(n / 10)]!;
}

type Words = { under100: (n: number) => string; hundred: string; thousand: string; lakh: string; crore: string };

const EN_WORDS: Words = {
  under100: enUnder100,
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};
const HI_WORDS: Words = {
  under100: (n) => HI_UNDER_100[n]!,
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/** A whole number in words with Indian grouping: 12,34,56,789 → crore, lakh, thousand, hundred, rest. */
function integerWords(n: number, w: Words): string {
  if (n === 0) return '';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${integerWords(crore, w)} ${w.crore}`);
  let rest = n % 10_000_000;
  const groups: Array<[number, string]> = [
    [100_000, w.lakh],
    [1_000, w.thousand],
    [100, w.hundred],
  ];
  for (const [size, word] of groups) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${w.under100(count)} ${word}`);
    rest %= size;
  }
  if (rest) parts.push(w.under100(rest));
  return parts.join(' ');
}

/**
 * A rupee amount in words as receipts print it: "Two Thousand Four Hundred Fifty Rupees Only",
 * "दो हज़ार चार सौ पचास रुपये मात्र"; paise when there are any. Anything that is not a non-negative amount
 * gives ''.
 */
export function amountInWords(amount: string | number | null | undefined, lang: 'en' | 'hi'): string {
  if (amount == null || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0 || value >= 1e11) return '';
  const paiseTotal = Math.round(value * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const w = lang === 'hi' ? HI_WORDS : EN_WORDS;
  const rupeeWords = integerWords(rupees, w);
  const paiseWords = paise ? w.under100(paise) : '';
  if (lang === 'hi') {
    const r = rupeeWords ? `${rupeeWords} ${rupees === 1 ? 'रुपया' : 'रुपये'}` : '';
    const p = paiseWords ? `${paiseWords} पैसे` : '';
    return `${[r, p].filter(Boolean).join(' ') || 'शून्य रुपये'} मात्र`;
  }
  const r = rupeeWords ? `${rupeeWords} ${rupees === 1 ? 'Rupee' : 'Rupees'}` : '';
  const p = paiseWords ? `${paiseWords} Paise` : '';
  return `${[r, p].filter(Boolean).join(' and ') || 'Zero Rupees'} Only`;
}
