import { createStore } from 'jotai';
import { STARTUP_CALLS, createSiteAtoms } from '@college/shared-types';
import { loadStartupData } from './load-startup-data';

describe('loadStartupData', () => {
  it('fills the atoms from the seven calls and marks the data loaded', async () => {
    const calls: string[] = [];
    (global as unknown as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
      calls.push(url);
      const data = url.endsWith('get-store-data') ? { store_title: 'क=College' } : [{ id: 1 }];
      return { ok: true, json: async () => ({ data }) };
    });
    const store = createStore();
    const atoms = createSiteAtoms();
    await loadStartupData(store, atoms);
    expect(calls.sort()).toEqual(STARTUP_CALLS.map((c) => c.path).sort());
    expect(store.get(atoms.store)?.store_title).toBe('क=College');
    expect(store.get(atoms.staffs)).toEqual([{ id: 1 }]);
    expect(store.get(atoms.dataLoaded)).toBe(true);
  });

  it('ends loading even when the API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (global as unknown as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new Error('offline');
    });
    const store = createStore();
    const atoms = createSiteAtoms();
    await loadStartupData(store, atoms);
    expect(store.get(atoms.dataLoaded)).toBe(true);
    expect(store.get(atoms.store)).toBeNull();
    expect(store.get(atoms.notices)).toEqual([]);
  });
});
