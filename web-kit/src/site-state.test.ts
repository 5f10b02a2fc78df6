import { createSiteAtoms, hasStoredSession } from '@college/shared-types';
import { createStore } from 'jotai/vanilla';

beforeEach(() => localStorage.clear());

describe('the site state opens with the stored session', () => {
  it('is signed in when this browser keeps a student token', () => {
    localStorage.setItem('auth_token', 'tok');
    expect(hasStoredSession()).toBe(true);
    expect(createStore().get(createSiteAtoms().isAuthenticated)).toBe(true);
  });

  it('is signed out without one', () => {
    expect(hasStoredSession()).toBe(false);
    expect(createStore().get(createSiteAtoms().isAuthenticated)).toBe(false);
  });
});
