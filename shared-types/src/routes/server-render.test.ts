import { createStore } from 'jotai/vanilla';
import { API_PATHS } from './api-paths';
import { applyStartup, languageFromCookie, startupState } from './server-render';
import { createSiteAtoms } from './site-state';

describe('the language the server renders in', () => {
  it('is read from the site_lang cookie, whatever else the cookie header holds', () => {
    expect(languageFromCookie('site_lang=hi')).toBe('hi');
    expect(languageFromCookie('a=1; site_lang=en; b=2')).toBe('en');
    expect(languageFromCookie('other_site_lang=hi')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
    // Anything else is the default language, never an unknown one.
    expect(languageFromCookie('site_lang=fr')).toBe('en');
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
