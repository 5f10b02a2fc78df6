import { createStore } from 'jotai';
import { STARTUP_CALLS } from '@college/shared-types';
import { createSiteAtoms } from '@college/web-kit/site-state';
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

  it('takes the answers the server wrote into the page, fetching only what is missing', async () => {
    const calls: string[] = [];
    (global as unknown as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
      calls.push(url);
      return { ok: true, json: async () => ({ data: [{ id: 9 }] }) };
    });
    const written = Object.fromEntries(
      STARTUP_CALLS.filter((c) => c.key !== 'staffs').map((c) => [
        c.path,
        { data: c.key === 'store' ? { store_title: 'लिखा=Written' } : [{ id: 2 }] },
      ]),
    );
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'site-startup';
    el.textContent = JSON.stringify(written);
    document.head.appendChild(el);
    try {
      const store = createStore();
      const atoms = createSiteAtoms();
      await loadStartupData(store, atoms);
      expect(calls).toEqual([STARTUP_CALLS.find((c) => c.key === 'staffs')!.path]);
      expect(store.get(atoms.store)?.store_title).toBe('लिखा=Written');
      expect(store.get(atoms.notices)).toEqual([{ id: 2 }]);
      expect(store.get(atoms.staffs)).toEqual([{ id: 9 }]);
    } finally {
      el.remove();
    }
  });
});
