import { RETRY_LABEL } from './fallback-box';
import { FALLBACK_HINT, FALLBACK_TEXT, resilientApp } from './resilient-app';

type Props = { domElement: HTMLElement };

function setup(load: () => Promise<unknown>) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const reset = jest.fn();
  const onError = jest.fn();
  const app = resilientApp<Props>({
    load: load as never,
    reset,
    container: (p) => p.domElement,
    onError,
  });
  return { app, props: { domElement }, reset, onError };
}

const realLifecycles = (events: string[]) => ({
  bootstrap: async () => {
    events.push('bootstrap');
  },
  mount: async (p: Props) => {
    events.push('mount');
    p.domElement.innerHTML = '<p>module content</p>';
  },
  unmount: async (p: Props) => {
    events.push('unmount');
    p.domElement.innerHTML = '';
  },
});

describe('resilientApp', () => {
  it('mounts and unmounts the real module when it loads', async () => {
    const events: string[] = [];
    const { app, props } = setup(async () => realLifecycles(events));
    await (app.mount as (p: Props) => Promise<void>)(props);
    expect(props.domElement.textContent).toBe('module content');
    await (app.unmount as (p: Props) => Promise<void>)(props);
    expect(events).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(props.domElement.textContent).toBe('');
  });

  it('shows the fallback with Retry when the remote cannot be fetched, and Retry loads it', async () => {
    const events: string[] = [];
    let fail = true;
    const { app, props, reset, onError } = setup(async () => {
      if (fail) throw new Error('manifest blocked');
      return realLifecycles(events);
    });
    await (app.mount as (p: Props) => Promise<void>)(props);
    expect(props.domElement.textContent).toContain(FALLBACK_TEXT);
    expect(onError).toHaveBeenCalledTimes(1);

    fail = false;
    const retry = props.domElement.querySelector('button') as HTMLButtonElement;
    expect(retry.textContent).toBe(RETRY_LABEL);
    expect(props.domElement.textContent).toContain(FALLBACK_HINT);
    retry.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(props.domElement.textContent).toBe('module content');
    expect(props.domElement.textContent).not.toContain(FALLBACK_TEXT);
  });

  it('shows the fallback when the module throws while mounting and cleans up what it left', async () => {
    const unmount = jest.fn(async (p: Props) => {
      p.domElement.innerHTML = '';
    });
    const { app, props } = setup(async () => ({
      bootstrap: async () => undefined,
      mount: async (p: Props) => {
        p.domElement.innerHTML = '<p>half</p>';
        throw new Error('boom');
      },
      unmount,
    }));
    await (app.mount as (p: Props) => Promise<void>)(props);
    expect(unmount).toHaveBeenCalled();
    expect(props.domElement.textContent).toContain(FALLBACK_TEXT);
    expect(props.domElement.textContent).not.toContain('half');
  });

  it('removes the fallback when the visitor leaves the route', async () => {
    const { app, props } = setup(async () => {
      throw new Error('offline');
    });
    await (app.mount as (p: Props) => Promise<void>)(props);
    expect(props.domElement.textContent).toContain(FALLBACK_TEXT);
    await (app.unmount as (p: Props) => Promise<void>)(props);
    expect(props.domElement.textContent).toBe('');
  });

  it('starts one load however often Retry is pressed or the module is mounted while it runs', async () => {
    const events: string[] = [];
    let release: (() => void) | null = null;
    let calls = 0;
    const { app, props, reset } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      await new Promise<void>((r) => {
        release = r;
      });
      return realLifecycles(events);
    });
    const mount = app.mount as (p: Props) => Promise<void>;
    await mount(props);
    const retry = props.domElement.querySelector('button') as HTMLButtonElement;
    retry.click();
    retry.disabled = false;
    retry.click();
    const again = mount(props);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
    expect(reset).toHaveBeenCalledTimes(1);
    (release as unknown as () => void)();
    await again;
    expect(events).toEqual(['bootstrap', 'mount']);
    expect(props.domElement.textContent).toBe('module content');
  });
});
