// A stand-in for PayU's hosted checkout outside production: same request form, hashes, return fields and
// verify_payment answer. This file is its state and its answers (the payments it has seen, the hard case each one
// plays, the signed fields it posts back, its web-service calls); the pages are payu-simulator-pages.ts and the
// wire payu-simulator-routes.ts.
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  commandHash,
  formatAmount,
  indiaDateTime,
  PAYU_HASH_ERROR,
  paymentHash,
  responseFields,
  responseHash,
  sameHash,
  UDF_KEYS,
  type VerifiedTransaction,
} from './payu';
import * as sims from './payu-simulator-repository';

export const SIMULATOR_PATHS = {
  payment: '/api/dev/payu/_payment',
  mode: '/api/dev/payu/_payment/mode',
  complete: '/api/dev/payu/_payment/complete',
  verify: '/api/dev/payu/verify_payment',
  /** POST JSON { txnid, ...SimScenario }: the hard case one payment plays. */
  scenario: '/api/dev/payu/scenario',
} as const;

/**
 * The hard cases of a real gateway, chosen per payment (before or after its checkout starts):
 * - return 'none': the student pays and closes the tab; the browser never comes back to the site;
 * - verify 'late' (answers after verify_delay_ms) or 'down' (answers HTTP 503: no answer at all);
 * - webhook 'before' or 'after' the browser's return (the server-to-server notice), or 'none';
 * - amount: the amount the gateway reports (signed correctly) instead of the one asked for.
 */
export interface SimScenario {
  return?: 'browser' | 'none';
  verify?: 'normal' | 'late' | 'down';
  verify_delay_ms?: number;
  webhook?: 'none' | 'before' | 'after';
  amount?: string;
}

const REQUIRED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash'];

export const MODES = {
  CC: { label: 'Card', pgType: 'CC-PG', bankcode: 'CC' },
  NB: { label: 'Net Banking', pgType: 'NB-PG', bankcode: 'TESTPGNB' },
} as const;
export type Mode = keyof typeof MODES;

export const OUTCOMES = {
  success: {
    label: 'Success',
    status: 'success',
    unmappedstatus: 'captured',
    error: 'E000',
    error_Message: 'No Error',
    field9: 'Transaction Completed Successfully',
  },
  failure: {
    label: 'Failure',
    status: 'failure',
    unmappedstatus: 'failed',
    error: 'E308',
    error_Message: 'Transaction declined by the bank',
    field9: 'Transaction Failed',
  },
  cancel: {
    label: 'Cancel',
    status: 'failure',
    unmappedstatus: 'userCancelled',
    error: 'E1605',
    error_Message: 'Transaction cancelled by the customer',
    field9: 'Cancelled by user',
  },
} as const;
export type Outcome = keyof typeof OUTCOMES;

/** A form as PayU takes and posts it: text fields only. */
export type Form = Record<string, string>;

/** Why the gateway refuses a step: the message of its error page. */
export interface Refused {
  error: string;
}

/** The text fields of a posted body (anything else is dropped). */
export function textFields(body: unknown): Form {
  const out: Form = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function isHttpUrl(v: string | undefined): boolean {
  try {
    return !!v && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
}

function scenarioOf(sim: { scenario?: string | null }): SimScenario {
  try {
    return sim.scenario ? (JSON.parse(sim.scenario) as SimScenario) : {};
  } catch {
    return {};
  }
}

/** The simulator of one app: its merchant key and salt, its table, and the scenarios waiting for their payment. */
export function createSimulator(db: Kysely<Database>, payu: { key: string; salt: string }) {
  const { key, salt } = payu;
  // Scenarios chosen before the checkout starts wait here for their payment.
  const waiting = new Map<string, SimScenario>();

  /** The fields PayU posts back to surl or furl for one outcome, signed with the reverse hash. */
  function returnFields(
    req: Form,
    sim: { mihpayid: string; addedon: string; bank_ref_num: string; scenario?: string | null },
    mode: Mode,
    outcome: Outcome,
  ): Form {
    const o = OUTCOMES[outcome];
    const m = MODES[mode];
    const udf = Object.fromEntries(UDF_KEYS.map((k) => [k, req[k] ?? '']));
    const amount = scenarioOf(sim).amount ?? req.amount ?? '';
    const base = {
      key: req.key ?? '',
      txnid: req.txnid ?? '',
      amount,
      productinfo: req.productinfo ?? '',
      firstname: req.firstname ?? '',
      email: req.email ?? '',
      ...udf,
    };
    return {
      mihpayid: sim.mihpayid,
      mode,
      status: o.status,
      unmappedstatus: o.unmappedstatus,
      ...base,
      lastname: req.lastname ?? '',
      phone: req.phone ?? '',
      addedon: sim.addedon,
      field9: o.field9,
      PG_TYPE: m.pgType,
      bankcode: m.bankcode,
      bank_ref_num: outcome === 'success' ? sim.bank_ref_num : '',
      error: o.error,
      error_Message: o.error_Message,
      net_amount_debit: outcome === 'success' ? amount : '0',
      hash: responseHash({ ...base, status: o.status }, salt),
    };
  }

  /** PayU's cancel_refund_transaction: var1 mihpayid, var2 the merchant's refund id, var3 the amount. */
  async function refund(mihpayid: string, refundId: string, amount: string) {
    const sim = await sims.simByMihpayid(db, mihpayid);
    if (!sim || sim.status !== 'success') return { status: 0, msg: 'Invalid payuid', error_code: 102 };
    if (!refundId) return { status: 0, msg: 'Token ID is mandatory', error_code: 107 };
    const paid = scenarioOf(sim).amount ?? (JSON.parse(sim.request) as Form).amount;
    if (formatAmount(amount) === null || Number(amount) > Number(paid)) {
      return { status: 0, msg: 'Refund amount exceeds the amount paid', error_code: 105 };
    }
    if (sim.refund_status) return { status: 0, msg: 'Request for this token already exists', error_code: 106 };
    await sims.updateSim(db, sim.id, { refund_status: 'queued' });
    return {
      status: 1,
      msg: 'Refund Request Queued',
      request_id: String(randomInt(100_000_000, 999_999_999)),
      bank_ref_num: null,
      mihpayid: sim.mihpayid,
      error_code: 102,
    };
  }

  /** PayU's verify_payment: the details of each txnid asked about (var1, separated by |). */
  async function verify(txnids: string[]) {
    const details: Record<string, VerifiedTransaction> = {};
    let found = 0;
    for (const txnid of txnids) {
      const sim = await sims.latestSimOf(db, txnid);
      if (!sim) {
        details[txnid] = { mihpayid: 'Not Found', status: 'Not Found' };
        continue;
      }
      found += 1;
      const req = JSON.parse(sim.request) as Form;
      const reported = scenarioOf(sim).amount ?? req.amount ?? '';
      const done = sim.status !== 'initiated';
      const mode = sim.mode && sim.mode in MODES ? (sim.mode as Mode) : null;
      details[txnid] = {
        mihpayid: sim.mihpayid,
        request_id: '',
        bank_ref_num: sim.status === 'success' ? (sim.bank_ref_num ?? '') : '',
        amt: reported,
        transaction_amount: reported,
        txnid,
        additional_charges: '0.00',
        productinfo: req.productinfo ?? '',
        firstname: req.firstname ?? '',
        bankcode: mode ? MODES[mode].bankcode : '',
        udf1: req.udf1 ?? '',
        udf2: req.udf2 ?? '',
        udf3: req.udf3 ?? '',
        udf4: req.udf4 ?? '',
        udf5: req.udf5 ?? '',
        field9: done ? (sim.error_message ?? '') : '',
        error_code: sim.error_code ?? '',
        addedon: sim.addedon,
        payment_source: 'payu',
        error_Message: sim.error_message ?? '',
        net_amount_debit: sim.status === 'success' ? Number(reported) : 0,
        disc: '0.00',
        mode: sim.mode ?? '',
        PG_TYPE: mode ? MODES[mode].pgType : '',
        // PayU answers "pending" for a checkout the customer has not finished.
        status: done ? sim.status : 'pending',
        unmappedstatus: done ? (sim.unmappedstatus ?? '') : 'initiated',
      };
    }
    return {
      status: found > 0 ? 1 : 0,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    };
  }

  return {
    /** Sets the hard case a payment plays, now or when its checkout starts. */
    async setScenario(txnid: string, scenario: SimScenario): Promise<void> {
      if (!(await sims.setScenario(db, txnid, JSON.stringify(scenario)))) waiting.set(txnid, scenario);
    },

    /** The merchant's checkout form checked as PayU checks it; a checkout that passes is stored as initiated. */
    async startCheckout(req: Form): Promise<Refused | { ref: string }> {
      const missing = REQUIRED.filter((k) => !req[k]);
      if (missing.length) return { error: `Transaction failed due to missing parameter: ${missing.join(', ')}.` };
      if (req.key !== key) return { error: 'Transaction failed due to an invalid merchant key.' };
      const expected = paymentHash(
        {
          key: req.key,
          txnid: req.txnid!,
          amount: req.amount!,
          productinfo: req.productinfo!,
          firstname: req.firstname!,
          email: req.email!,
          ...Object.fromEntries(UDF_KEYS.map((k) => [k, req[k] ?? ''])),
        },
        salt,
      );
      if (!sameHash(req.hash, expected)) return { error: PAYU_HASH_ERROR };
      if (!formatAmount(req.amount) || req.txnid!.length > 25) {
        return { error: 'Transaction failed due to an invalid amount or transaction id.' };
      }
      if (!isHttpUrl(req.surl) || !isHttpUrl(req.furl)) {
        return { error: 'Transaction failed due to an invalid return URL.' };
      }
      const ref = randomBytes(12).toString('hex');
      await sims.insertSimPayment(db, {
        ref,
        txnid: req.txnid!,
        mihpayid: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(1000, 9999)),
        request: JSON.stringify(req),
        mode: null,
        status: 'initiated',
        unmappedstatus: null,
        bank_ref_num: null,
        error_code: null,
        error_message: null,
        addedon: indiaDateTime(),
        created_at: new Date().toISOString(),
        scenario: waiting.has(req.txnid!) ? JSON.stringify(waiting.get(req.txnid!)) : null,
      });
      waiting.delete(req.txnid!);
      return { ref };
    },

    /** The way to pay chosen: the bank's reference is drawn and each outcome's signed answer prepared. */
    async chooseMode(
      ref: string,
      mode: string,
    ): Promise<Refused | { req: Form; mode: Mode; answers: Record<Outcome, Form> }> {
      const sim = await sims.simByRef(db, ref);
      if (!sim || sim.status !== 'initiated') return { error: 'This payment session has ended.' };
      if (!(mode in MODES)) return { error: 'Choose Card or Net Banking.' };
      const m = mode as Mode;
      const bankRef = String(randomInt(100_000_000, 999_999_999));
      await sims.updateSim(db, sim.id, { mode: m, bank_ref_num: bankRef });
      const req = JSON.parse(sim.request) as Form;
      const answers = Object.fromEntries(
        (Object.keys(OUTCOMES) as Outcome[]).map((o) => [
          o,
          returnFields(req, { ...sim, bank_ref_num: bankRef }, m, o),
        ]),
      ) as Record<Outcome, Form>;
      return { req, mode: m, answers };
    },

    /** Records the outcome a person chose (once); the answer says where the browser goes and what the case plays. */
    async complete(fields: Form): Promise<Refused | { outcome: Outcome; req: Form; scenario: SimScenario }> {
      const sim = await sims.simByMihpayid(db, fields.mihpayid ?? '', fields.txnid ?? '');
      if (!sim) return { error: 'This payment session has ended.' };
      const f = responseFields(fields);
      if (f.key !== key || !sameHash(f.hash, responseHash(f, salt))) return { error: PAYU_HASH_ERROR };
      const outcome = (Object.keys(OUTCOMES) as Outcome[]).find(
        (o) => OUTCOMES[o].status === fields.status && OUTCOMES[o].unmappedstatus === fields.unmappedstatus,
      );
      if (!outcome) return { error: 'Unknown outcome.' };
      const o = OUTCOMES[outcome];
      if (sim.status === 'initiated') {
        await sims.settleSim(db, sim.id, {
          status: o.status,
          unmappedstatus: o.unmappedstatus,
          error_code: o.error,
          error_message: o.error_Message,
          bank_ref_num: outcome === 'success' ? sim.bank_ref_num : null,
        });
      } else if (sim.status !== o.status || sim.unmappedstatus !== o.unmappedstatus) {
        return { error: 'This payment is already complete.' };
      }
      return { outcome, req: JSON.parse(sim.request) as Form, scenario: scenarioOf(sim) };
    },

    /**
     * PayU's merchant web-service (verify_payment, cancel_refund_transaction), with the scenario's gateway that
     * answers late, or not at all (`unavailable`: HTTP 503), for any payment asked about.
     */
    async command(form: Form): Promise<{ unavailable: true } | { answer: object }> {
      const { key: k = '', command = '', var1 = '', hash = '' } = form;
      if (k !== key || !sameHash(hash, commandHash(k, command, var1, salt))) {
        return { answer: { status: 0, msg: 'Invalid Hash.' } };
      }
      if (command === 'cancel_refund_transaction') {
        return { answer: await refund(var1, form.var2 ?? '', form.var3 ?? '') };
      }
      if (command !== 'verify_payment') return { answer: { status: 0, msg: 'Invalid command.' } };
      const txnids = var1.split('|').filter(Boolean);
      const slow = (await sims.scenariosOf(db, txnids)).map(scenarioOf);
      if (slow.some((sc) => sc.verify === 'down')) return { unavailable: true };
      const delay = Math.max(0, ...slow.filter((sc) => sc.verify === 'late').map((sc) => sc.verify_delay_ms ?? 2000));
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      return { answer: await verify(txnids) };
    },
  };
}

export type Simulator = ReturnType<typeof createSimulator>;
