import { holdEarlySubmits, type HeldForm } from './hold-early-submits';

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

beforeAll(() => holdEarlySubmits());

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
