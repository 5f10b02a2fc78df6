import { RETRYING_LABEL, RETRY_LABEL } from './fallback-box';
import { REMOTES_FAILED_HINT, REMOTES_FAILED_TEXT, loadRemotesWithRetry } from './remotes-gate';
import type { RemotesManifest } from './remotes-manifest';

const MANIFEST: RemotesManifest = {
  'mf-public': { version: '1.0.0', entry: '/releases/mf-public/1.0.0/mf-manifest.json' },
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loading remotes.json', () => {
  it('starts at once when remotes.json loads, showing nothing', async () => {
    const fetchManifest = jest.fn(async () => MANIFEST);
    await expect(loadRemotesWithRetry(fetchManifest, document.body)).resolves.toEqual(MANIFEST);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(document.body.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows one bilingual Retry when it fails, and Retry fetches it again and starts the site', async () => {
    const onError = jest.fn();
    const fetchManifest = jest.fn<Promise<RemotesManifest>, []>().mockRejectedValueOnce(new Error('offline'));
    const result = loadRemotesWithRetry(fetchManifest, document.body, onError);
    await flush();
    const alert = document.body.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(REMOTES_FAILED_TEXT);
    expect(alert.textContent).toContain(REMOTES_FAILED_HINT);
    expect(onError).toHaveBeenCalledTimes(1);
    const retry = alert.querySelector('button') as HTMLButtonElement;
    expect(retry.textContent).toBe(RETRY_LABEL);
    expect(document.activeElement).toBe(retry);

    fetchManifest.mockResolvedValueOnce(MANIFEST);
    retry.click();
    await expect(result).resolves.toEqual(MANIFEST);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(document.body.querySelector('[role="alert"]')).toBeNull();
  });

  it('starts one fetch however often Retry is pressed while it runs, and offers Retry again if it fails', async () => {
    const fetchManifest = jest.fn<Promise<RemotesManifest>, []>().mockRejectedValueOnce(new Error('offline'));
    const result = loadRemotesWithRetry(fetchManifest, document.body);
    await flush();
    const retry = document.body.querySelector('[role="alert"] button') as HTMLButtonElement;

    const second = deferred<RemotesManifest>();
    fetchManifest.mockReturnValueOnce(second.promise);
    retry.click();
    // A second and third press, even one that reaches the handler while the button is disabled, start nothing.
    retry.click();
    retry.dispatchEvent(new MouseEvent('click'));
    retry.disabled = false;
    retry.click();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(retry.textContent).toBe(RETRYING_LABEL);

    second.reject(new Error('still offline'));
    await flush();
    expect(document.body.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(retry.disabled).toBe(false);
    expect(retry.textContent).toBe(RETRY_LABEL);

    fetchManifest.mockResolvedValueOnce(MANIFEST);
    retry.click();
    await expect(result).resolves.toEqual(MANIFEST);
    expect(fetchManifest).toHaveBeenCalledTimes(3);
  });
});
