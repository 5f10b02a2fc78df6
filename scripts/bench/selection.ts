// (d) Selection: one round's allotment (api/src/selection/allotment.ts) of 50,000 applicants to one course of 600 seats
// at the demo reservation, timed five times on the same pool in a fresh order each time; goal: median ≤ 1 s.
// Two pools: a season's mix, and one where every horizontal quota has to be met by replacement (the holders all
// rank below the open seats), the rule's slowest path. Run alone: npx tsx scripts/bench/selection.ts
import { performance } from 'node:perf_hooks';
import { allotRound, roundSeats, type Applicant } from '../../api/src/selection/allotment';
import { seatMatrix, type ApplicantCategory } from '../../api/src/selection/rules';
import { fmt, median } from './common';

export interface SelectionResult {
  pool: string;
  applicants: number;
  seats: number;
  offers: number;
  /** Seats given against a horizontal quota. */
  replaced: number;
  /** Milliseconds of each run. */
  runs: number[];
  median: number;
  fastest: number;
  slowest: number;
}

/** A small deterministic generator, so every run and every machine times the same pool. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function pick<T>(r: number, weighted: ReadonlyArray<readonly [T, number]>): T {
  let acc = 0;
  for (const [value, weight] of weighted) {
    acc += weight;
    if (r < acc) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const CATEGORY_MIX: ReadonlyArray<readonly [ApplicantCategory, number]> = [
  ['GENERAL', 0.3],
  ['OBC', 0.42],
  ['SC', 0.2],
  ['ST', 0.02],
  ['EWS', 0.06],
];

/** `n` applicants; `holdersBelow` puts every woman and every horizontal claim below the best `holdersBelow`. */
export function applicantPool(n: number, seed: number, holdersBelow = 0): Applicant[] {
  const next = random(seed);
  const out: Applicant[] = [];
  for (let i = 0; i < n; i++) {
    const percentage = 3300 + Math.floor(next() * 6500);
    const weightage = pick(next(), [
      [0, 0.7],
      [200, 0.15],
      [300, 0.1],
      [500, 0.05],
    ] as const);
    const year = 2003 + Math.floor(next() * 4);
    const day = 1 + Math.floor(next() * 28);
    const month = 1 + Math.floor(next() * 12);
    out.push({
      id: `s${i}`,
      formNumber: 100_001 + ((i * 7919) % n),
      category: pick(next(), CATEGORY_MIX),
      upResident: next() > 0.03,
      gender: next() < 0.45 ? 'F' : 'M',
      special: pick(next(), [
        ['divyang', 0.02],
        ['freedomFighter', 0.01],
        ['defence', 0.02],
        [null, 0.95],
      ] as const),
      indexMarks: percentage + weightage,
      percentage,
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    });
  }
  if (holdersBelow > 0) {
    // The best `holdersBelow` (by index marks) are men with no claim, so every quota is met by replacement.
    const byMarks = [...out].sort((a, b) => b.indexMarks - a.indexMarks);
    for (const a of byMarks.slice(0, holdersBelow)) {
      a.gender = 'M';
      a.special = null;
    }
  }
  return out;
}

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function benchSelection(runs = 5, applicants = 50_000, seats = 600): SelectionResult[] {
  const compartments = roundSeats(seatMatrix(seats), []);
  const pools = [
    { pool: 'season mix', list: applicantPool(applicants, 2026) },
    { pool: 'every quota by replacement', list: applicantPool(applicants, 2027, Math.min(applicants, 5 * seats)) },
  ];
  return pools.map(({ pool, list }) => {
    const times: number[] = [];
    let offers = 0;
    let replaced = 0;
    for (let run = 0; run < runs; run++) {
      const input = { basis: 'index' as const, compartments, applicants: shuffle(list, run + 1) };
      const started = performance.now();
      const result = allotRound(input);
      times.push(performance.now() - started);
      offers = result.offers.length;
      replaced = result.offers.filter((o) => o.quota).length;
    }
    return {
      pool,
      applicants,
      seats,
      offers,
      replaced,
      runs: times,
      median: median(times),
      fastest: Math.min(...times),
      slowest: Math.max(...times),
    };
  });
}

export function selectionLine(r: SelectionResult): string {
  return (
    `  selection, ${r.pool}: ${r.applicants} applicants, ${r.seats} seats, ${r.offers} offers (${r.replaced} against a ` +
    `horizontal quota); median ${fmt(r.median, 0)} ms of ${r.runs.length} runs, spread ${fmt(r.fastest, 0)}–` +
    `${fmt(r.slowest, 0)} ms (${r.runs.map((t) => fmt(t, 0)).join(', ')})`
  );
}

if (require.main === module) {
  for (const r of benchSelection()) console.log(selectionLine(r));
}
