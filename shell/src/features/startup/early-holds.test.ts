// The holds of a server-rendered page before it is live (decisions 017 and 039): the page's one inline script,
// run here as the page runs it, with the kit's release and the shell's fallback box.
import { PAINT_FIRST_SCRIPT, type HeldForm, type HeldRegion } from '@college/shared-types';
import { releaseHeldPresses } from '@college/web-kit';
import { fallbackBox } from '../remotes/fallback-box';

const retry = jest.fn(() => new Promise<void>(() => undefined));

beforeAll(() => {
  jest.useFakeTimers();
  // The script as the page carries it: the same bytes the policy names by their hash.
  window.eval(PAINT_FIRST_SCRIPT);
});
afterAll(() => jest.useRealTimers());

function region(html: string, pending = true): HeldRegion {
  const el = document.createElement('div') as HeldRegion;
  if (pending) el.setAttribute('data-ssr-pending', '');
  el.innerHTML = html;
  document.body.appendChild(el);
  return el;
}

function press(el: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

describe('presses before a server-rendered part is live', () => {
  it('holds a press on a button: not seen by the page, shown as waiting, made again once live', () => {
    const part = region('<button type="button">Get Otp</button>');
    const button = part.querySelector('button')!;
    const reached = jest.fn();
    button.addEventListener('click', reached);
    expect(press(button).defaultPrevented).toBe(true);
    press(button);
    expect(reached).not.toHaveBeenCalled();
    expect(part.siteHeldPresses).toEqual([button]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-held-press')).toBe(true);
    releaseHeldPresses(part);
    // One press, made once, and the part is live.
    expect(reached).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-held-press')).toBe(false);
    expect(part.hasAttribute('data-ssr-pending')).toBe(false);
    expect(press(button).defaultPrevented).toBe(false);
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('holds a checkbox pressed through its label without ticking it, and ticks it once live', () => {
    const part = region('<label><input type="checkbox"> Show passwords</label>');
    const box = part.querySelector('input')!;
    press(part.querySelector('label')!);
    expect(box.checked).toBe(false);
    expect(part.siteHeldPresses).toEqual([box]);
    releaseHeldPresses(part);
    expect(box.checked).toBe(true);
  });

  it('leaves links, submit buttons, text fields and parts already live alone', () => {
    const part = region('<a href="#x">Register</a><form><input name="e"><button>Login</button></form>');
    for (const el of part.querySelectorAll('a, input, button')) {
      const reached = jest.fn((e: Event) => e.preventDefault());
      el.addEventListener('click', reached);
      press(el);
      expect(reached).toHaveBeenCalled();
    }
    expect(part.siteHeldPresses).toBeUndefined();
    const live = region('<button type="button">Show</button>', false);
    expect(press(live.querySelector('button')!).defaultPrevented).toBe(false);
  });

  it('lets the Retry of a fallback shown inside a part not yet live work at once', () => {
    const part = region('<p>Student Login</p>');
    const box = fallbackBox('This section is temporarily unavailable', 'यह भाग अभी उपलब्ध नहीं है।', retry);
    part.appendChild(box.element);
    const button = box.element.querySelector('button')!;
    expect(press(button).defaultPrevented).toBe(false);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(part.siteHeldPresses ?? []).toEqual([]);
  });

  it('drops what was held on a part rendered afresh', () => {
    const part = region('<button type="button">Show</button>');
    const button = part.querySelector('button')!;
    const reached = jest.fn();
    button.addEventListener('click', reached);
    press(button);
    releaseHeldPresses(part, false);
    expect(reached).not.toHaveBeenCalled();
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});

function form(held: boolean): { el: HeldForm; reached: jest.Mock } {
  const el = document.createElement('form') as HeldForm;
  if (held) el.setAttribute('data-hold-submit', '');
  document.body.appendChild(el);
  const reached = jest.fn();
  el.addEventListener('submit', reached);
  return { el, reached };
}

function send(el: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

describe('submits before the page is taken over', () => {
  it('holds a marked form: not sent, not seen by the page, remembered', () => {
    const { el, reached } = form(true);
    const event = send(el);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(el.siteSubmitHeld).toBe(true);
  });

  it('lets it through once the page has taken the form over', () => {
    const { el, reached } = form(true);
    el.siteTakenOver = true;
    const event = send(el);
    expect(event.defaultPrevented).toBe(false);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(el.siteSubmitHeld).toBeUndefined();
  });

  it('leaves an unmarked form alone', () => {
    const { el, reached } = form(false);
    expect(send(el).defaultPrevented).toBe(false);
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
