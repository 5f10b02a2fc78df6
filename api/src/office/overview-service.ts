// The console's overview: applicants by review state, course and category, fees paid, today's registrations and
// collections (India time), and seats filled (admission fee paid) against the seats set per course.
import type { Kysely } from 'kysely';
import { reviewState, type AdminOverview, type ReviewState } from '@college/shared-types';
import type { Database } from '../db/database';
import { listSeats } from './settings-repository';
import {
  applicantsByCategory,
  applicantsByCourse,
  countRegistrationPaid,
  countRegistrationsSince,
} from '../accounts/public';
import { collectionsOnDay } from '../payments/public';

const STATES: ReviewState[] = ['pending', 'approved', 'rejected', 'correction'];
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's date in India and the UTC instant its midnight falls on. */
export function indiaToday(now = new Date()): { date: string; startIso: string } {
  const date = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return { date, startIso: new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString() };
}

export async function overview(db: Kysely<Database>, now = new Date()): Promise<AdminOverview> {
  const today = indiaToday(now);
  const [courses, categories, seats, registrationPaid, registrations, collections] = await Promise.all([
    applicantsByCourse(db),
    applicantsByCategory(db),
    listSeats(db),
    countRegistrationPaid(db),
    countRegistrationsSince(db, today.startIso),
    collectionsOnDay(db, today.date),
  ]);
  const byState = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<ReviewState, number>;
  const byCourse = new Map<string, AdminOverview['by_course'][number]>();
  let feePaid = 0;
  for (const r of courses) {
    const state = Number(r.state) === 3 ? 'correction' : reviewState({ status: Number(r.state) });
    const n = Number(r.n);
    const course = r.course_name!;
    const row = byCourse.get(course) ?? {
      course,
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      correction: 0,
      fee_paid: 0,
      seats: null,
    };
    row.total += n;
    row[state] += n;
    row.fee_paid += Number(r.fee_paid ?? 0);
    byCourse.set(course, row);
    byState[state] += n;
    feePaid += Number(r.fee_paid ?? 0);
  }
  for (const s of seats) {
    const row = byCourse.get(s.course);
    if (row) row.seats = s.seats;
    else {
      byCourse.set(s.course, {
        course: s.course,
        total: 0,
        pending: 0,
        approved: 0,
        rejected: 0,
        correction: 0,
        fee_paid: 0,
        seats: s.seats,
      });
    }
  }
  return {
    by_state: byState,
    by_course: [...byCourse.values()].sort((a, b) => a.course.localeCompare(b.course)),
    by_category: categories.map((c) => ({
      category: c.category!,
      total: Number(c.n),
      fee_paid: Number(c.fee_paid ?? 0),
    })),
    registration_paid: registrationPaid,
    admission_fee_paid: feePaid,
    today: { date: today.date, registrations, collections },
  };
}
