// Payment calls: starting a payment and a student's own receipt.
import type { PaymentPurpose } from './entities';

export interface PaymentInitiateRequest {
  purpose: PaymentPurpose;
  firstname: string;
  phone: string;
}
export interface PaymentInitiateResponse {
  action: string;
  fields: Record<string, string>;
}

export interface PrintTransaction {
  txnid: string;
  amount: string;
  status: string;
  purpose: PaymentPurpose;
  mode: string | null;
  mihpayid: string | null;
  addedon: string | null;
  created_at: string;
}

export interface PaymentReceiptResponse {
  data: PrintTransaction & {
    productinfo: string;
    firstname: string;
    email: string;
    phone: string;
    bank_ref_num: string | null;
    student: {
      name: string;
      email: string;
      phone_number: string;
      course_name: string | null;
      course_year: number | null;
    };
  };
}
