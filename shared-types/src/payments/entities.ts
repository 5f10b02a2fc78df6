// Payments as the API sends them.

export type PaymentPurpose = 'registration' | 'admission';

export interface Transaction {
  txnid: string;
  amount: string;
  status: string;
  purpose?: PaymentPurpose;
  created_at: string;
  addedon: string;
}
