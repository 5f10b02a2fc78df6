// What the browser tests of merit rounds share: the office's calls to the selection API and the seat matrix of a
// course with no reserved seats (each spec sets its own seats and admission mode on a course no other spec uses).
import { expect, type APIRequestContext } from '@playwright/test';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An instant this many milliseconds from now (negative: in the past), as the API takes it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An office call that must succeed: its answer, or a failure naming the call and what the API said. */
export async function admin(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: object,
  token: string,
) {
  const res = await request[method](url, { headers: bearer(token), data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** No reserved seats, no horizontal quota, the usual weightage: merit alone decides. */
export const OPEN_MATRIX = {
  vertical: { SC: 0, ST: 0, OBC: 0, EWS: 0 },
  horizontal: { divyang: 0, freedomFighter: 0, defence: 0, women: 0 },
  weightage: { points: { 'N.C.C': 300, 'N.S.S': 200, Sports: 300, Scout: 200 }, cap: 500 },
};
