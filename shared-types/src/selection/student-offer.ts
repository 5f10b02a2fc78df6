// The student's side of a merit round (decision 025): whether the offer can be paid now, the deadline in India
// time, the time left, and what the student does next. Pure functions of the selection and a clock, so the
// dashboard's card, the application row and the journey tracker say the same thing.
import type { Bilingual } from '../content/language';
import type { StudentSelection } from './rounds';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** An offer is paid only while it is offered and its deadline has not passed. */
export function offerPayable(
  selection: Pick<StudentSelection, 'status' | 'deadline'> | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!selection || selection.status !== 'offered' || !selection.deadline) return false;
  const deadline = Date.parse(selection.deadline);
  return Number.isFinite(deadline) && now < deadline;
}

/** An ISO date-time as DD/MM/YYYY HH:mm in India time (UTC+05:30, no daylight saving); '' when unreadable. */
export function indiaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const d = new Date(at + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** The days and hours (minutes under an hour) left before a deadline, in both languages; null once it has passed. */
export function timeLeft(iso: string | null | undefined, now: number = Date.now()): Bilingual | null {
  if (!iso) return null;
  const left = Date.parse(iso) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  if (days === 0 && hours === 0) {
    const minutes = Math.max(1, Math.floor(left / 60000));
    return { en: `${minutes} minute${minutes === 1 ? '' : 's'} left`, hi: `${minutes} मिनट शेष` };
  }
  const en: string[] = [];
  const hi: string[] = [];
  if (days) {
    en.push(`${days} day${days === 1 ? '' : 's'}`);
    hi.push(`${days} दिन`);
  }
  if (hours) {
    en.push(`${hours} hour${hours === 1 ? '' : 's'}`);
    hi.push(`${hours} घंटे`);
  }
  return { en: `${en.join(' ')} left`, hi: `${hi.join(' ')} शेष` };
}

/**
 * What the student does next in a merit round, for the journey tracker: pay by the deadline while offered, wait
 * for a vacated seat on the waiting list, or contact the office once the offer has lapsed. Null when the round
 * changes nothing (admitted: the journey goes on to the printouts; excluded: the ordinary steps).
 */
export function offerNextStep(
  selection: Pick<StudentSelection, 'status' | 'deadline'> | null | undefined,
  now: number = Date.now(),
): { next: Bilingual; waitingFor: 'student' | 'nobody' } | null {
  if (!selection) return null;
  if (selection.status === 'offered' && offerPayable(selection, now)) {
    const at = indiaDateTime(selection.deadline);
    return {
      next: {
        en: `You are offered a seat: pay your admission fee by ${at} (India time).`,
        hi: `आपको सीट आवंटित हुई है: ${at} (भारतीय समय) तक अपना प्रवेश शुल्क जमा करें।`,
      },
      waitingFor: 'student',
    };
  }
  if (selection.status === 'lapsed' || selection.status === 'offered') {
    return {
      next: {
        en: 'Your offer lapsed because the fee was not paid in time. Contact the college office.',
        hi: 'समय पर शुल्क जमा न होने के कारण आपका आवंटन समाप्त हो गया। महाविद्यालय कार्यालय से संपर्क करें।',
      },
      waitingFor: 'nobody',
    };
  }
  if (selection.status === 'waiting') {
    return {
      next: {
        en: 'You are on the waiting list. If a seat is vacated you may be offered it in a later round; you will be told by mail.',
        hi: 'आप प्रतीक्षा सूची में हैं। कोई सीट रिक्त होने पर आगामी चरण में आपको आवंटित की जा सकती है; आपको मेल से सूचित किया जाएगा।',
      },
      waitingFor: 'nobody',
    };
  }
  return null;
}
