import { fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

describe('remotes manifest', () => {
  it('keeps known modules with an entry and ignores the rest', () => {
    expect(
      parseRemotesManifest({
        'mf-public': { version: '1.2.0', entry: '/releases/mf-public/1.2.0/mf-manifest.json' },
        'mf-portal': { version: '1.0.0' },
        'mf-evil': { version: '6.6.6', entry: 'https://example.com/x.json' },
      }),
    ).toEqual({ 'mf-public': { version: '1.2.0', entry: '/releases/mf-public/1.2.0/mf-manifest.json' } });
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest('nonsense')).toEqual({});
  });

  it('fetches remotes.json without the HTTP cache', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => ({ 'mf-print': { version: '3', entry: '/r/mf-print/3/mf-manifest.json' } }),
    }));
    (global as unknown as { fetch: unknown }).fetch = fetchMock;
    const m = await fetchRemotesManifest();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(m['mf-print']?.version).toBe('3');
  });

  it('fails clearly when remotes.json is missing', async () => {
    (global as unknown as { fetch: unknown }).fetch = jest.fn(async () => ({ ok: false, status: 404 }));
    await expect(fetchRemotesManifest()).rejects.toThrow('remotes.json answered 404');
  });

  it('reads the remotes the server wrote into the page without fetching', async () => {
    const fetchMock = jest.fn();
    (global as unknown as { fetch: unknown }).fetch = fetchMock;
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'site-remotes';
    el.textContent = JSON.stringify({
      'mf-public': { version: '2.0.0', entry: '/releases/mf-public/2.0.0/mf-manifest.json' },
    });
    document.head.appendChild(el);
    try {
      expect(await fetchRemotesManifest()).toEqual({
        'mf-public': { version: '2.0.0', entry: '/releases/mf-public/2.0.0/mf-manifest.json' },
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      el.remove();
    }
  });
});
