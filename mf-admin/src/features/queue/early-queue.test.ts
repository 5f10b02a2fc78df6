// The queue's first page asked for as the console starts: only on the queue's address with a staff token, with the
// address's filters, taken once and only by the same query.
import '../../testing/jsdom-polyfills';
import { fakeApi } from '@college/web-kit/testing';
import { STAFF_TOKEN_KEY } from '../../lib/staff-session';
import { askQueueEarly, dropEarlyQueue, takeEarlyQueue } from './early-queue';

const answer = { data: [], page: 1, per_page: 25, total: 0, counts: {}, views: {}, exact: null };

beforeEach(() => {
  localStorage.clear();
  dropEarlyQueue();
});

describe('the early queue', () => {
  it('asks for the address’s filters with the staff token, and hands the answer over once', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    const calls = fakeApi({ '/api/admin/students': { body: answer } });
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '?status=0&course=BCOM&junk=1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ per_page: '25', status: '0', course: 'BCOM' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer staff-token-1');
    const taken = takeEarlyQueue({ per_page: 25, status: '0', course: 'BCOM' });
    await expect(taken).resolves.toEqual(answer);
    expect(takeEarlyQueue({ per_page: 25, status: '0', course: 'BCOM' })).toBeNull();
  });

  it('is not used for another query, and is then gone', () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    fakeApi({ '/api/admin/students': { body: answer } });
    askQueueEarly('/api', { pathname: '/admin/applicants/', search: '' });
    expect(takeEarlyQueue({ per_page: 25, status: '1' })).toBeNull();
    expect(takeEarlyQueue({ per_page: 25 })).toBeNull();
  });

  it('asks nothing without a staff token or on another console address', () => {
    const calls = fakeApi({ '/api/admin/students': { body: answer } });
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '' });
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    askQueueEarly('/api', { pathname: '/admin/applicants/7', search: '' });
    askQueueEarly('/api', { pathname: '/admin/overview', search: '' });
    expect(calls).toHaveLength(0);
    expect(takeEarlyQueue({ per_page: 25 })).toBeNull();
  });

  it('leaves a refusal unread without an unhandled rejection (another role, the page never mounted)', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
    fakeApi({ '/api/admin/students': { status: 403, body: { message: 'Forbidden' } } });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    askQueueEarly('/api', { pathname: '/admin/applicants', search: '' });
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    dropEarlyQueue();
    expect(takeEarlyQueue({ per_page: 25 })).toBeNull();
  });
});
