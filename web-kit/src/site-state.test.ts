import { API_PATHS, applyStartup, startupState } from '@college/shared-types';
import { createStore } from 'jotai/vanilla';
import { createSiteAtoms, hasStoredSession } from './site-state';

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

describe('the startup answers as site state', () => {
  it('fills every atom at once and marks the data loaded only when all seven answers are there', () => {
    const all = {
      [API_PATHS.storeData]: { data: { store_title: 'College' } },
      [API_PATHS.storeSliders]: { data: [{ id: 1 }] },
      [API_PATHS.storeNotices]: { data: [] },
      [API_PATHS.storeGallery]: { data: [] },
      [API_PATHS.courseData]: { data: [] },
      [API_PATHS.usefulLinks]: { data: [] },
      [API_PATHS.staffs]: { data: [] },
    };
    const store = createStore();
    const atoms = createSiteAtoms();
    expect(applyStartup(store, atoms, all)).toBe(true);
    expect(store.get(atoms.store)).toEqual({ store_title: 'College' });
    expect(store.get(atoms.sliders)).toEqual([{ id: 1 }]);
    expect(store.get(atoms.dataLoaded)).toBe(true);

    const partial = createStore();
    const { [API_PATHS.staffs]: _missing, ...six } = all;
    expect(applyStartup(partial, atoms, six)).toBe(false);
    expect(partial.get(atoms.dataLoaded)).toBe(false);
    expect(partial.get(atoms.store)).toEqual({ store_title: 'College' });
    // A list answer that is not a list is left out rather than put in the state.
    expect(startupState({ [API_PATHS.storeNotices]: { data: 'x' } })).toEqual({});
  });
});
