// The simulator's own table (payu_sim_payments): the payments PayU's stand-in has seen, outside production only.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PayuSimPaymentTable } from '../db/database';

type Db = Kysely<Database>;
export type SimPaymentRow = Selectable<PayuSimPaymentTable>;

/** Sets the hard case a payment plays; false when the simulator has not seen the payment yet. */
export async function setScenario(db: Db, txnid: string, scenario: string): Promise<boolean> {
  const res = await db.updateTable('payu_sim_payments').set({ scenario }).where('txnid', '=', txnid).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertSimPayment(db: Db, row: Insertable<PayuSimPaymentTable>): Promise<void> {
  await db.insertInto('payu_sim_payments').values(row).execute();
}

export function simByRef(db: Db, ref: string): Promise<SimPaymentRow | undefined> {
  return db.selectFrom('payu_sim_payments').selectAll().where('ref', '=', ref).executeTakeFirst();
}

/** A payment by PayU's id (and the merchant's transaction id, when given). */
export function simByMihpayid(db: Db, mihpayid: string, txnid?: string): Promise<SimPaymentRow | undefined> {
  let q = db.selectFrom('payu_sim_payments').selectAll().where('mihpayid', '=', mihpayid);
  if (txnid !== undefined) q = q.where('txnid', '=', txnid);
  return q.executeTakeFirst();
}

/** The latest payment of a merchant's transaction id. */
export function latestSimOf(db: Db, txnid: string): Promise<SimPaymentRow | undefined> {
  return db
    .selectFrom('payu_sim_payments')
    .selectAll()
    .where('txnid', '=', txnid)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function updateSim(db: Db, id: number, values: Updateable<PayuSimPaymentTable>): Promise<void> {
  await db.updateTable('payu_sim_payments').set(values).where('id', '=', id).execute();
}

/** Settles a payment still initiated (a second settle of the same payment changes nothing). */
export async function settleSim(db: Db, id: number, values: Updateable<PayuSimPaymentTable>): Promise<void> {
  await db
    .updateTable('payu_sim_payments')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'initiated')
    .execute();
}

/** The scenarios of the payments asked about. */
export function scenariosOf(db: Db, txnids: string[]) {
  return db
    .selectFrom('payu_sim_payments')
    .select('scenario')
    .where('txnid', 'in', txnids.length ? txnids : [''])
    .execute();
}
