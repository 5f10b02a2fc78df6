// page and per_page of list calls: whole numbers in range, or a 400 that says so (never Infinity or 1e300
// reaching the database).
import { HttpError } from '../plugins/errors';

export const MAX_PAGE = 100_000;

function wholeNumber(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new HttpError(400, 'The request is not valid.', { [name]: [`Must be a whole number from 1 to ${max}`] });
  }
  return n;
}

export function paging(query: Record<string, unknown>, maxPerPage = 100): { page: number; perPage: number } {
  return {
    page: wholeNumber(query.page, 'page', 1, MAX_PAGE),
    perPage: wholeNumber(query.per_page, 'per_page', 20, maxPerPage),
  };
}
