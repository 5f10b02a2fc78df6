// The records a printed code names that have no repository of this domain: an office receipt with its payment
// (decision 032) and an offer letter with its round and form (decision 028), read for the public check only.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** An office receipt and the payment it records (its random txnid keys the check), or undefined. */
export async function findOfficeReceiptToVerify(db: Db, id: number) {
  return db
    .selectFrom('office_receipts as r')
    .innerJoin('transactions as t', 't.id', 'r.transaction_id')
    .select([
      'r.id',
      'r.receipt_no',
      'r.purpose',
      'r.amount',
      'r.cancelled_at',
      't.txnid',
      't.mode',
      't.addedon',
      't.created_at',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** An offer with its round's number and its form (whose admission code keys the check), or undefined. */
export async function findOfferToVerify(db: Db, id: number) {
  return db
    .selectFrom('selection_offers as o')
    .innerJoin('selection_rounds as r', 'r.id', 'o.round_id')
    .innerJoin('admissions as a', 'a.id', 'o.admission_id')
    .select([
      'o.id',
      'o.student_id',
      'o.status',
      'o.label_en',
      'o.label_hi',
      'o.merit_rank',
      'o.index_marks',
      'o.deadline',
      'r.number as round',
      'a.id as form_number',
      'a.admission_code',
      'a.course',
      'a.part',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}
