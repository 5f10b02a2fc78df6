// The rules of merit under reservation by example: the seat matrix, its rounding, the index marks and the merit order.
import { allotRound, roundSeats, type Applicant, type RoundInput } from '../src/selection/allotment';
import {
  DEMO_RATES,
  SelectionRuleError,
  compareMerit,
  divideRoundHalfUp,
  effectiveCategory,
  formatHundredths,
  horizontalCounts,
  indexMarks,
  qualifyingPercentage,
  quotasHeld,
  seatMatrix,
  specialQuotaOf,
  type Compartment,
  type CompartmentSeats,
  type ReservationRates,
} from '../src/selection/rules';

function refusal(fn: () => unknown): SelectionRuleError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SelectionRuleError) return e;
    throw e;
  }
  throw new Error('not refused');
}

const rates = (
  vertical: Partial<ReservationRates['vertical']>,
  horizontal: Partial<ReservationRates['horizontal']> = {},
) => ({
  vertical: { ...DEMO_RATES.vertical, ...vertical },
  horizontal: { ...DEMO_RATES.horizontal, ...horizontal },
});

describe('seat matrix', () => {
  it('splits 200 seats by the demo defaults: SC 42, ST 4, OBC 54, EWS 20, UR 80, with each horizontal count', () => {
    const m = seatMatrix(200);
    const seats = Object.fromEntries(Object.entries(m.compartments).map(([c, v]) => [c, v.seats]));
    expect(seats).toEqual({ UR: 80, SC: 42, ST: 4, OBC: 54, EWS: 20 });
    expect(m.compartments.UR.horizontal).toEqual({ divyang: 4, freedomFighter: 2, defence: 4, women: 16 });
    expect(m.compartments.SC.horizontal).toEqual({ divyang: 2, freedomFighter: 1, defence: 2, women: 8 });
    expect(m.compartments.ST.horizontal).toEqual({ divyang: 0, freedomFighter: 0, defence: 0, women: 1 });
    expect(m.compartments.OBC.horizontal).toEqual({ divyang: 3, freedomFighter: 1, defence: 3, women: 11 });
    expect(m.compartments.EWS.horizontal).toEqual({ divyang: 1, freedomFighter: 0, defence: 1, women: 4 });
  });

  it('rounds each count half up, and UR takes what the reserved counts leave', () => {
    // 50 seats: SC 10.5 → 11, ST 1, OBC 13.5 → 14, EWS 5, UR 19.
    const m = seatMatrix(50);
    expect([m.compartments.SC.seats, m.compartments.ST.seats, m.compartments.OBC.seats]).toEqual([11, 1, 14]);
    expect(m.compartments.EWS.seats).toBe(5);
    expect(m.compartments.UR.seats).toBe(19);
    // Just below a half rounds down: 10 seats give SC 2.1 → 2, ST 0.2 → 0, OBC 2.7 → 3, EWS 1, UR 4.
    const ten = seatMatrix(10);
    expect(COMPARTMENT_SEATS(ten.compartments)).toEqual([4, 2, 0, 3, 1]);
    // Horizontal: 5 % of 10 = 0.5 → 1 and of 9 = 0.45 → 0; 2 % of 25 = 0.5 → 1 and of 24 = 0.48 → 0.
    expect(horizontalCounts(10).divyang).toBe(1);
    expect(horizontalCounts(9).divyang).toBe(0);
    expect(horizontalCounts(25).freedomFighter).toBe(1);
    expect(horizontalCounts(24).freedomFighter).toBe(0);
    expect(seatMatrix(0).compartments.UR).toEqual({
      seats: 0,
      horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
    });
  });

  it('uses exact integers where floating point would round the wrong way', () => {
    // 14.5 % of 100 seats is 14.5, so 15; as floats 100 * 0.145 = 14.499999999999998, which rounds to 14.
    expect(100 * (1450 / 10_000)).toBeLessThan(14.5);
    expect(seatMatrix(100, rates({ OBC: 1450 })).compartments.OBC.seats).toBe(15);
    expect(divideRoundHalfUp(1000 * 101, 10_000)).toBe(10);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(14, 10)).toBe(1);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(seatMatrix(1000, rates({ SC: 105 })).compartments.SC.seats).toBe(11); // 10.5 → 11
  });

  it('takes edited rates per course', () => {
    const m = seatMatrix(60, rates({ SC: 0, ST: 0, OBC: 0, EWS: 0 }, { women: 3300 }));
    expect(m.compartments.UR.seats).toBe(60);
    expect(m.compartments.SC.seats).toBe(0);
    expect(m.compartments.UR.horizontal.women).toBe(20); // 19.8 → 20
  });

  it('refuses a negative rate, counts above the seats and figures that are not whole, in both languages', () => {
    const negative = refusal(() => seatMatrix(100, rates({ OBC: -1 })));
    expect(negative.code).toBe('negative_rate');
    expect(negative.text.en).toMatch(/negative/);
    expect(negative.text.hi).toMatch(/ऋणात्मक/);
    expect(refusal(() => seatMatrix(100, rates({}, { women: -200 }))).code).toBe('negative_rate');

    expect(refusal(() => seatMatrix(100, rates({ SC: 5000, OBC: 5000 }))).code).toBe('reserved_exceed_seats');
    // Each rate is 25 %, but half up on 2 seats gives 1 + 1 + 1 + 1 reserved seats.
    const rounded = refusal(() => seatMatrix(2, rates({ SC: 2500, ST: 2500, OBC: 2500, EWS: 2500 })));
    expect(rounded.code).toBe('reserved_exceed_seats');
    expect(rounded.text.hi).toMatch(/आरक्षित/);

    const horizontal = refusal(() => seatMatrix(100, rates({}, { divyang: 5000, defence: 5000, freedomFighter: 100 })));
    expect(horizontal.code).toBe('horizontal_exceed_seats');
    // UR's 40 seats give 20 + 20 + 0 = 40, SC's 21 give 11 + 11 + 0 = 22: SC is named.
    expect(horizontal.detail.compartment).toBe('SC');
    expect(refusal(() => seatMatrix(100, rates({}, { women: 10_001 }))).code).toBe('invalid_figure');
    expect(refusal(() => seatMatrix(100, rates({ SC: 21.5 }))).code).toBe('invalid_figure');
    expect(refusal(() => seatMatrix(-5)).code).toBe('invalid_figure');
    expect(refusal(() => seatMatrix(10.5)).code).toBe('invalid_figure');
  });
});

function COMPARTMENT_SEATS(c: Record<Compartment, CompartmentSeats>): number[] {
  return [c.UR.seats, c.SC.seats, c.ST.seats, c.OBC.seats, c.EWS.seats];
}

describe('categories and claims', () => {
  it('counts a non-resident of UP as GENERAL, whatever the category claimed', () => {
    expect(effectiveCategory('OBC', true)).toBe('OBC');
    expect(effectiveCategory('EWS', true)).toBe('EWS');
    expect(effectiveCategory('EWS', false)).toBe('GENERAL');
    expect(effectiveCategory('SC', false)).toBe('GENERAL');
    expect(effectiveCategory('GENERAL', false)).toBe('GENERAL');
  });

  it('reads the form’s horizontal reservation list: at most one of the three', () => {
    expect(specialQuotaOf([])).toBeNull();
    expect(specialQuotaOf(['Disable Person'])).toBe('divyang');
    expect(specialQuotaOf(['Freedom Fighter', 'Freedom Fighter'])).toBe('freedomFighter');
    expect(specialQuotaOf(['Defense Person'])).toBe('defence');
    expect(refusal(() => specialQuotaOf(['Disable Person', 'Defense Person'])).code).toBe('several_special_claims');
    expect(refusal(() => specialQuotaOf(['Sports'])).code).toBe('unknown_special_claim');
  });

  it('gives every woman the women’s quota, beside one other', () => {
    expect(quotasHeld({ gender: 'F', special: null })).toEqual(['women']);
    expect(quotasHeld({ gender: 'F', special: 'defence' })).toEqual(['defence', 'women']);
    expect(quotasHeld({ gender: 'M', special: 'divyang' })).toEqual(['divyang']);
    expect(quotasHeld({ gender: 'O', special: null })).toEqual([]);
  });
});

describe('index marks', () => {
  it('adds the weightage to the exact percentage and shows each part', () => {
    expect(indexMarks({ obtained: 437, max: 500, weightage: ['N.S.S'] })).toEqual({
      percentage: 8740,
      weightage: [{ name: 'N.S.S', points: 200 }],
      weightageClaimed: 200,
      cap: 500,
      capApplied: false,
      weightageTotal: 200,
      total: 8940,
    });
  });

  it('caps the weightage at 5 points', () => {
    const b = indexMarks({ obtained: 437, max: 500, weightage: ['Sports', 'N.C.C', 'N.S.S', 'N.C.C'] });
    expect(b.weightage).toEqual([
      { name: 'N.C.C', points: 300 },
      { name: 'N.S.S', points: 200 },
      { name: 'Sports', points: 300 },
    ]);
    expect(b.weightageClaimed).toBe(800);
    expect(b.capApplied).toBe(true);
    expect(b.weightageTotal).toBe(500);
    expect(b.total).toBe(9240);
    // Exactly the cap is not cut.
    const five = indexMarks({ obtained: 437, max: 500, weightage: ['N.C.C', 'Scout'] });
    expect([five.capApplied, five.weightageTotal]).toEqual([false, 500]);
  });

  it('takes each course’s own weightage points and cap', () => {
    const rules = { points: { 'N.C.C': 500, 'N.S.S': 0, Sports: 150, Scout: 100 }, cap: 600 } as const;
    const b = indexMarks({ obtained: 300, max: 600, weightage: ['N.C.C', 'Sports'] }, rules);
    expect([b.percentage, b.weightageClaimed, b.weightageTotal, b.total]).toEqual([5000, 650, 600, 5600]);
    expect(refusal(() => indexMarks({ obtained: 1, max: 2, weightage: ['Karate' as never] })).code).toBe(
      'unknown_weightage',
    );
  });

  it('rounds the percentage half up to the hundredth, exactly', () => {
    expect(qualifyingPercentage(2, 3)).toBe(6667); // 66.666…
    expect(qualifyingPercentage(1, 3)).toBe(3333); // 33.333…
    expect(qualifyingPercentage(1, 800)).toBe(13); // 0.125 → 0.13
    expect(qualifyingPercentage(29, 20_000)).toBe(15); // 0.145: as floats 29 / 20000 * 100 * 100 = 14.499…
    expect(qualifyingPercentage(412.5, 500)).toBe(8250); // half marks
    expect(qualifyingPercentage(500, 500)).toBe(10_000);
    expect(qualifyingPercentage(0, 500)).toBe(0);
    expect(formatHundredths(8740)).toBe('87.40');
    expect(formatHundredths(13)).toBe('0.13');
  });

  it('refuses marks it cannot read', () => {
    for (const [o, m] of [
      [501, 500],
      [1, 0],
      [-1, 500],
      [1.234, 500],
      [Number.NaN, 500],
    ] as const) {
      const e = refusal(() => qualifyingPercentage(o, m));
      expect(e.code).toBe('invalid_marks');
      expect(e.text.hi).toMatch(/अंक/);
    }
  });
});

const applicant = (over: Partial<Applicant> & { id: string; formNumber: number }): Applicant => ({
  category: 'GENERAL',
  upResident: true,
  gender: 'M',
  special: null,
  indexMarks: 6000,
  percentage: 6000,
  dob: '2006-01-01',
  ...over,
});

const none = { divyang: 0, freedomFighter: 0, defence: 0, women: 0 };
interface GivenSeats {
  seats?: number;
  horizontal?: Partial<CompartmentSeats['horizontal']>;
}
function seats(given: Partial<Record<Compartment, GivenSeats>>): Record<Compartment, CompartmentSeats> {
  const out = {} as Record<Compartment, CompartmentSeats>;
  for (const c of ['UR', 'SC', 'ST', 'OBC', 'EWS'] as const) {
    out[c] = { seats: given[c]?.seats ?? 0, horizontal: { ...none, ...given[c]?.horizontal } };
  }
  return out;
}

describe('merit order', () => {
  it('breaks ties by the percentage, then the older first, then the lower form number', () => {
    const pool = [
      applicant({ id: 'e', formNumber: 5, indexMarks: 8000, percentage: 7500, dob: '2006-05-01' }),
      applicant({ id: 'd', formNumber: 4, indexMarks: 8000, percentage: 7500, dob: '2006-05-01' }),
      applicant({ id: 'c', formNumber: 3, indexMarks: 8000, percentage: 7500, dob: '2005-12-31' }),
      applicant({ id: 'b', formNumber: 9, indexMarks: 8000, percentage: 7800, dob: '2007-01-01' }),
      applicant({ id: 'a', formNumber: 8, indexMarks: 8100, percentage: 7000, dob: '2008-01-01' }),
    ];
    const result = allotRound({ basis: 'index', compartments: seats({}), applicants: pool });
    expect(result.standings.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.standings.map((s) => s.meritRank)).toEqual([1, 2, 3, 4, 5]);
    expect([...pool].sort((x, y) => compareMerit(x, y)).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('orders PG by the imported entrance rank, then the form number', () => {
    const pool = [
      applicant({ id: 'x', formNumber: 2, entranceRank: 7, indexMarks: 9000 }),
      applicant({ id: 'y', formNumber: 1, entranceRank: 7 }),
      applicant({ id: 'z', formNumber: 3, entranceRank: 2 }),
    ];
    const result = allotRound({ basis: 'entrance', compartments: seats({ UR: { seats: 2 } }), applicants: pool });
    expect(result.standings.map((s) => s.id)).toEqual(['z', 'y', 'x']);
    expect(result.compartments.UR.cutOff).toBe(7); // the last rank offered
    const noRank = refusal(() =>
      allotRound({ basis: 'entrance', compartments: seats({}), applicants: [applicant({ id: 'q', formNumber: 1 })] }),
    );
    expect(noRank.code).toBe('missing_rank');
  });
});

describe('allotment of a round', () => {
  it('gives open seats on merit to any category, and the reserved ones to the rest of that category', () => {
    const pool = [
      applicant({ id: 'obc1', formNumber: 1, category: 'OBC', indexMarks: 9500 }),
      applicant({ id: 'gen1', formNumber: 2, indexMarks: 9000 }),
      applicant({ id: 'obc2', formNumber: 3, category: 'OBC', indexMarks: 8000 }),
      applicant({ id: 'gen2', formNumber: 4, indexMarks: 7000 }),
      applicant({ id: 'obc3', formNumber: 5, category: 'OBC', indexMarks: 6000 }),
      applicant({ id: 'obc4', formNumber: 6, category: 'OBC', indexMarks: 5000 }),
      applicant({ id: 'nonres', formNumber: 7, category: 'OBC', upResident: false, indexMarks: 5500 }),
    ];
    const r = allotRound({
      basis: 'index',
      compartments: seats({ UR: { seats: 2 }, OBC: { seats: 2 } }),
      applicants: pool,
    });
    expect(r.offers.map((o) => [o.id, o.label.en])).toEqual([
      ['obc1', 'Open (UR)'],
      ['gen1', 'Open (UR)'],
      ['obc2', 'OBC'],
      ['obc3', 'OBC'],
    ]);
    expect(r.compartments.OBC).toMatchObject({ seats: 2, offered: 2, vacant: 0, cutOff: 6000 });
    expect(r.compartments.UR.cutOff).toBe(9000);
    const waiting = Object.fromEntries(r.standings.filter((s) => s.waiting).map((s) => [s.id, s.waiting]));
    expect(waiting).toEqual({
      gen2: { inCategory: 1, overall: 1 },
      nonres: { inCategory: 2, overall: 2 },
      obc4: { inCategory: 1, overall: 3 },
    });
    expect(r.standings.find((s) => s.id === 'nonres')!.category).toBe('GENERAL');
  });

  it('brings in the best holder of a short quota in place of the lowest non-holder, who moves to their own list', () => {
    const pool = [
      applicant({ id: 'm1', formNumber: 1, indexMarks: 9000 }),
      applicant({ id: 'm2', formNumber: 2, indexMarks: 8900 }),
      applicant({ id: 'obcM', formNumber: 3, category: 'OBC', indexMarks: 8800 }),
      applicant({ id: 'f1', formNumber: 4, gender: 'F', indexMarks: 8000 }),
      applicant({ id: 'obcF', formNumber: 5, category: 'OBC', gender: 'F', indexMarks: 7000 }),
      applicant({ id: 'obcDiv', formNumber: 6, category: 'OBC', special: 'divyang', indexMarks: 4000 }),
    ];
    const r = allotRound({
      basis: 'index',
      compartments: seats({
        UR: { seats: 3, horizontal: { women: 1 } },
        OBC: { seats: 1, horizontal: { divyang: 1 } },
      }),
      applicants: pool,
    });
    expect(r.offers.map((o) => [o.id, o.label.en])).toEqual([
      ['m1', 'Open (UR)'],
      ['m2', 'Open (UR)'],
      ['f1', 'Open (UR) — women'],
      ['obcDiv', 'OBC — Divyang'],
    ]);
    expect(r.offers[3]!.label.hi).toBe('अन्य पिछड़ा वर्ग — दिव्यांगजन');
    const obcM = r.standings.find((s) => s.id === 'obcM')!;
    expect(obcM.displacedFrom).toEqual(['UR', 'OBC']);
    expect(obcM.waiting).toEqual({ inCategory: 1, overall: 1 });
    expect(r.compartments.UR.cutOff).toBe(8000);
    expect(r.compartments.UR.horizontal.women).toEqual({ count: 1, held: 1, short: 0 });
    expect(r.compartments.OBC.horizontal.divyang).toEqual({ count: 1, held: 1, short: 0 });
  });

  it('keeps a holder whose quota would fall short, and leaves a quota short when nobody can be replaced', () => {
    const pool = [
      applicant({ id: 'div', formNumber: 1, special: 'divyang', indexMarks: 9000 }),
      applicant({ id: 'ff', formNumber: 2, special: 'freedomFighter', indexMarks: 8000 }),
      applicant({ id: 'woman', formNumber: 3, gender: 'F', indexMarks: 7000 }),
    ];
    const r = allotRound({
      basis: 'index',
      compartments: seats({ UR: { seats: 2, horizontal: { divyang: 1, freedomFighter: 1, women: 1 } } }),
      applicants: pool,
    });
    expect(r.offers.map((o) => o.id)).toEqual(['div', 'ff']);
    expect(r.compartments.UR.horizontal.women).toEqual({ count: 1, held: 0, short: 1 });
  });

  it('leaves seats vacant when the list runs out, and adds released seats to UR', () => {
    const pool = [
      applicant({ id: 'g1', formNumber: 1, indexMarks: 9000 }),
      applicant({ id: 'g2', formNumber: 2, indexMarks: 8000 }),
      applicant({ id: 'g3', formNumber: 3, indexMarks: 7000 }),
      applicant({ id: 'st1', formNumber: 4, category: 'ST', indexMarks: 1000 }),
    ];
    const input: RoundInput = {
      basis: 'index',
      compartments: seats({ UR: { seats: 1 }, ST: { seats: 3 } }),
      releasedToUR: { ST: 1 },
      applicants: pool,
      excluded: ['g1'],
    };
    const r = allotRound(input);
    expect(r.offers.map((o) => [o.id, o.compartment])).toEqual([
      ['g2', 'UR'],
      ['g3', 'UR'],
      ['st1', 'ST'],
    ]);
    expect(r.compartments.UR).toMatchObject({ seats: 2, offered: 2, vacant: 0 });
    expect(r.compartments.ST).toMatchObject({ seats: 2, offered: 1, vacant: 1, cutOff: 1000 });
    expect(r.compartments.SC).toMatchObject({ seats: 0, offered: 0, vacant: 0, cutOff: null });
    expect(r.standings[0]).toMatchObject({ id: 'g1', status: 'excluded', offer: null, waiting: null });
    expect(refusal(() => allotRound({ ...input, releasedToUR: { ST: 4 } })).code).toBe('released_exceed_seats');
  });

  it('counts a later round’s seats and horizontal counts from those already admitted', () => {
    const m = seatMatrix(200);
    const open = roundSeats(m, [
      { compartment: 'UR', gender: 'F', special: 'divyang' },
      { compartment: 'UR', gender: 'M', special: null },
      { compartment: 'ST', gender: 'F', special: null },
      { compartment: 'ST', gender: 'F', special: null },
    ]);
    expect(open.UR).toEqual({ seats: 78, horizontal: { divyang: 3, freedomFighter: 2, defence: 4, women: 15 } });
    expect(open.ST).toEqual({ seats: 2, horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 } });
    expect(open.SC).toEqual(m.compartments.SC);
  });

  it('refuses an applicant twice over or with figures it cannot read', () => {
    const one = applicant({ id: 'a', formNumber: 1 });
    const run = (applicants: Applicant[]) => () => allotRound({ basis: 'index', compartments: seats({}), applicants });
    expect(refusal(run([one, { ...one }])).code).toBe('duplicate_applicant');
    expect(refusal(run([one, { ...one, id: 'b' }])).code).toBe('duplicate_applicant');
    expect(refusal(run([{ ...one, dob: '01/02/2006' }])).code).toBe('invalid_applicant');
    expect(refusal(run([{ ...one, indexMarks: 87.4 }])).code).toBe('invalid_applicant');
    expect(refusal(run([{ ...one, category: 'BC' as never }])).code).toBe('invalid_applicant');
    const bad = refusal(() =>
      allotRound({ basis: 'index', compartments: seats({ UR: { seats: -1 } }), applicants: [] }),
    );
    expect(bad.code).toBe('invalid_figure');
  });
});
