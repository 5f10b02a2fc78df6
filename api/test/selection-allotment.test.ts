// The allotment's properties over random applicant pools and seat matrices, and a literal transcription of the written
// rule that the fast allotment must agree with offer for offer.
import fc from 'fast-check';
import { allotRound, type Applicant, type RoundInput, type RoundResult } from '../src/selection/allotment';
import {
  APPLICANT_CATEGORIES,
  COMPARTMENTS,
  HORIZONTAL_QUOTAS,
  RESERVED_COMPARTMENTS,
  compareMerit,
  compartmentOf,
  effectiveCategory,
  quotasHeld,
  seatMatrix,
  type Compartment,
  type CompartmentSeats,
  type HorizontalQuota,
  type MeritBasis,
} from '../src/selection/rules';

const RUNS = 400;

const applicantArb = fc.record({
  category: fc.constantFrom(...APPLICANT_CATEGORIES),
  upResident: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  gender: fc.constantFrom('M' as const, 'M' as const, 'F' as const, 'O' as const),
  special: fc.constantFrom(null, null, null, 'divyang' as const, 'freedomFighter' as const, 'defence' as const),
  // Narrow ranges, so that ties on every key are common.
  indexMarks: fc.integer({ min: 5000, max: 5012 }),
  percentage: fc.integer({ min: 4990, max: 4993 }),
  dob: fc.constantFrom('2005-01-01', '2005-06-30', '2006-01-01'),
  entranceRank: fc.integer({ min: 1, max: 40 }),
  formNumber: fc.integer({ min: 1, max: 100_000 }),
  excluded: fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

const compartmentArb: fc.Arbitrary<CompartmentSeats> = fc.record({
  seats: fc.integer({ min: 0, max: 12 }),
  horizontal: fc.record({
    divyang: fc.integer({ min: 0, max: 3 }),
    freedomFighter: fc.integer({ min: 0, max: 3 }),
    defence: fc.integer({ min: 0, max: 3 }),
    women: fc.integer({ min: 0, max: 6 }),
  }),
});

const roundArb: fc.Arbitrary<RoundInput> = fc
  .record({
    basis: fc.constantFrom<MeritBasis>('index', 'entrance'),
    compartments: fc.record({
      UR: compartmentArb,
      SC: compartmentArb,
      ST: compartmentArb,
      OBC: compartmentArb,
      EWS: compartmentArb,
    }),
    released: fc.record({
      SC: fc.integer({ min: 0, max: 3 }),
      ST: fc.integer({ min: 0, max: 3 }),
      OBC: fc.integer({ min: 0, max: 3 }),
      EWS: fc.integer({ min: 0, max: 3 }),
    }),
    pool: fc.uniqueArray(applicantArb, { maxLength: 70, selector: (a) => a.formNumber }),
  })
  .map(({ basis, compartments, released, pool }) => {
    const applicants: Applicant[] = pool.map(({ excluded: _, ...a }) => ({ ...a, id: `f${a.formNumber}` }));
    return {
      basis,
      compartments,
      releasedToUR: Object.fromEntries(
        RESERVED_COMPARTMENTS.map((c) => [c, Math.min(released[c], compartments[c].seats)]),
      ),
      applicants,
      excluded: pool.filter((a) => a.excluded).map((a) => `f${a.formNumber}`),
    };
  });

const homeOf = (a: Applicant): Compartment => compartmentOf(effectiveCategory(a.category, a.upResident));
const holds = (a: Applicant, q: HorizontalQuota) => quotasHeld(a).includes(q);

/** Seats of each compartment this round, after the release to UR. */
function openSeats(input: RoundInput): Record<Compartment, number> {
  const out = Object.fromEntries(COMPARTMENTS.map((c) => [c, input.compartments[c].seats])) as Record<
    Compartment,
    number
  >;
  for (const c of RESERVED_COMPARTMENTS) {
    const r = input.releasedToUR?.[c] ?? 0;
    out[c] -= r;
    out.UR += r;
  }
  return out;
}

/** The written rule, transcribed as plainly as possible (rescanning everything at every step). */
function reference(input: RoundInput) {
  const sorted = [...input.applicants].sort((a, b) => compareMerit(a, b, input.basis));
  const allotted = new Set(input.excluded);
  const seats = openSeats(input);
  const offers: Array<{ id: string; compartment: Compartment; quota: HorizontalQuota | null }> = [];
  const displaced = new Map<string, Compartment[]>();
  for (const c of COMPARTMENTS) {
    const count = input.compartments[c].horizontal;
    const eligible = () => sorted.filter((a) => !allotted.has(a.id) && (c === 'UR' || homeOf(a) === c));
    let selected = eligible().slice(0, seats[c]);
    const quota = new Map<string, HorizontalQuota>();
    const heldOf = (q: HorizontalQuota) => selected.filter((s) => holds(s, q)).length;
    for (const q of HORIZONTAL_QUOTAS) {
      while (heldOf(q) < count[q]) {
        const inn = eligible().find((a) => !selected.includes(a) && holds(a, q));
        if (!inn) break;
        const candidates = selected.filter((s) => !holds(s, q) && quotasHeld(s).every((r) => heldOf(r) > count[r]));
        const out = candidates[candidates.length - 1];
        if (!out) break;
        selected = [...selected.filter((s) => s !== out), inn].sort((a, b) => compareMerit(a, b, input.basis));
        quota.delete(out.id);
        quota.set(inn.id, q);
        displaced.set(out.id, [...(displaced.get(out.id) ?? []), c]);
      }
    }
    for (const s of selected) {
      allotted.add(s.id);
      offers.push({ id: s.id, compartment: c, quota: quota.get(s.id) ?? null });
    }
  }
  return { offers, displaced };
}

function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Who could have been considered for a compartment and was not offered a seat in it. */
function eligibleUnselected(input: RoundInput, r: RoundResult, c: Compartment): Applicant[] {
  const excluded = new Set(input.excluded);
  const offeredIn = (id: string, where: Compartment) => r.offers.some((o) => o.id === id && o.compartment === where);
  return input.applicants.filter(
    (a) =>
      !excluded.has(a.id) &&
      !offeredIn(a.id, c) &&
      (c === 'UR' || (homeOf(a) === c && !r.offers.some((o) => o.id === a.id))),
  );
}

describe('allotment of a round: properties', () => {
  it('agrees offer for offer with the written rule', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        const ref = reference(input);
        expect(r.offers.map((o) => ({ id: o.id, compartment: o.compartment, quota: o.quota }))).toEqual(ref.offers);
        for (const s of r.standings) expect(s.displacedFrom).toEqual(ref.displaced.get(s.id) ?? []);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same answer whatever the order of the applicants', () => {
    fc.assert(
      fc.property(roundArb, fc.integer(), (input, seed) => {
        const again = {
          ...input,
          applicants: shuffled(input.applicants, seed),
          excluded: shuffled(input.excluded!, seed),
        };
        expect(allotRound(again)).toEqual(allotRound(input));
      }),
      { numRuns: RUNS },
    );
  });

  it('offers nobody twice, nobody excluded, and no compartment more than its seats', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        const ids = r.offers.map((o) => o.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of input.excluded!) expect(ids).not.toContain(id);
        const seats = openSeats(input);
        for (const c of COMPARTMENTS) {
          const offered = r.offers.filter((o) => o.compartment === c).length;
          expect(offered).toBe(r.compartments[c].offered);
          expect(offered).toBeLessThanOrEqual(seats[c]);
          expect(r.compartments[c].seats).toBe(seats[c]);
          expect(r.compartments[c].vacant).toBe(seats[c] - offered);
        }
        // A reserved seat only goes to its own category.
        const byId = new Map(input.applicants.map((a) => [a.id, a]));
        for (const o of r.offers) if (o.compartment !== 'UR') expect(homeOf(byId.get(o.id)!)).toBe(o.compartment);
      }),
      { numRuns: RUNS },
    );
  });

  it('fills the reserved seats fully whatever number of that category won open seats on merit', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        const excluded = new Set(input.excluded);
        const seats = openSeats(input);
        const inUR = new Set(r.offers.filter((o) => o.compartment === 'UR').map((o) => o.id));
        const candidates = input.applicants.filter((a) => !excluded.has(a.id));
        expect(r.compartments.UR.offered).toBe(Math.min(seats.UR, candidates.length));
        for (const c of RESERVED_COMPARTMENTS) {
          const left = candidates.filter((a) => homeOf(a) === c && !inUR.has(a.id)).length;
          expect(r.compartments[c].offered).toBe(Math.min(seats[c], left));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('meets every horizontal quota unless no holder is left or no selected candidate may be replaced', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        const byId = new Map(input.applicants.map((a) => [a.id, a]));
        for (const c of COMPARTMENTS) {
          const selected = r.offers.filter((o) => o.compartment === c).map((o) => byId.get(o.id)!);
          const count = input.compartments[c].horizontal;
          const held = (q: HorizontalQuota) => selected.filter((s) => holds(s, q)).length;
          for (const q of HORIZONTAL_QUOTAS) {
            expect(r.compartments[c].horizontal[q]).toEqual({
              count: count[q],
              held: held(q),
              short: Math.max(0, count[q] - held(q)),
            });
            if (held(q) >= count[q]) continue;
            const holderLeft = eligibleUnselected(input, r, c).some((a) => holds(a, q));
            const replaceable = selected.some(
              (s) => !holds(s, q) && quotasHeld(s).every((other) => held(other) > count[other]),
            );
            expect(holderLeft && replaceable).toBe(false);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves out nobody who outranks a candidate selected on merit, except someone replaced for a quota', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        const rank = new Map(r.standings.map((s) => [s.id, s]));
        const byId = new Map(input.applicants.map((a) => [a.id, a]));
        for (const c of COMPARTMENTS) {
          const onMerit = r.offers.filter((o) => o.compartment === c && o.quota === null);
          const lowest = Math.max(0, ...onMerit.map((o) => o.meritRank));
          for (const u of eligibleUnselected(input, r, c)) {
            if (rank.get(u.id)!.meritRank < lowest) expect(rank.get(u.id)!.displacedFrom).toContain(c);
          }
          // A seat against a quota goes to a holder of it.
          for (const o of r.offers)
            if (o.compartment === c && o.quota) expect(holds(byId.get(o.id)!, o.quota)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('ranks everyone once, and numbers those waiting in merit order, in their category and overall', () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const r = allotRound(input);
        expect(r.standings.map((s) => s.meritRank)).toEqual(input.applicants.map((_, i) => i + 1));
        const sorted = [...input.applicants].sort((a, b) => compareMerit(a, b, input.basis));
        expect(r.standings.map((s) => s.id)).toEqual(sorted.map((a) => a.id));
        const waiting = r.standings.filter((s) => s.status === 'waiting');
        expect(waiting.map((s) => s.waiting!.overall)).toEqual(waiting.map((_, i) => i + 1));
        for (const cat of APPLICANT_CATEGORIES) {
          const mine = waiting.filter((s) => s.category === cat);
          expect(mine.map((s) => s.waiting!.inCategory)).toEqual(mine.map((_, i) => i + 1));
        }
        expect(r.standings.filter((s) => s.status === 'offered').length).toBe(r.offers.length);
        expect(r.standings.filter((s) => s.status === 'excluded').length).toBe(input.excluded!.length);
        // The cut-off is the last offered: the lowest index marks, or the highest entrance rank.
        const byId = new Map(input.applicants.map((a) => [a.id, a]));
        for (const c of COMPARTMENTS) {
          const offered = r.offers.filter((o) => o.compartment === c).map((o) => byId.get(o.id)!);
          const cutOff = !offered.length
            ? null
            : input.basis === 'index'
              ? Math.min(...offered.map((a) => a.indexMarks))
              : Math.max(...offered.map((a) => a.entranceRank!));
          expect(r.compartments[c].cutOff).toBe(cutOff);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('seat matrix: properties', () => {
  const ratesArb = fc.record({
    vertical: fc.record({
      SC: fc.integer({ min: 0, max: 3000 }),
      ST: fc.integer({ min: 0, max: 1000 }),
      OBC: fc.integer({ min: 0, max: 3000 }),
      EWS: fc.integer({ min: 0, max: 1500 }),
    }),
    horizontal: fc.record({
      divyang: fc.integer({ min: 0, max: 1000 }),
      freedomFighter: fc.integer({ min: 0, max: 1000 }),
      defence: fc.integer({ min: 0, max: 1000 }),
      women: fc.integer({ min: 0, max: 5000 }),
    }),
  });

  it('rounds each count half up and gives UR the rest, the seats adding up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), ratesArb, (seats, rates) => {
        const m = seatMatrix(seats, rates);
        const halfUp = (n: number, bp: number) => Math.round((n * bp) / 10_000);
        for (const c of RESERVED_COMPARTMENTS) expect(m.compartments[c].seats).toBe(halfUp(seats, rates.vertical[c]));
        expect(COMPARTMENTS.reduce((sum, c) => sum + m.compartments[c].seats, 0)).toBe(seats);
        expect(m.compartments.UR.seats).toBeGreaterThanOrEqual(0);
        for (const c of COMPARTMENTS) {
          for (const q of HORIZONTAL_QUOTAS) {
            expect(m.compartments[c].horizontal[q]).toBe(halfUp(m.compartments[c].seats, rates.horizontal[q]));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
