import { act, useRef, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fieldsChangedInPage, useFormTakeOver } from './form-take-over';

function SignIn({ onSend }: { onSend: (values: { email: string; remember: boolean }) => void }) {
  const [values, setValues] = useState({ email: '', remember: false });
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(form, (name, value) => setValues((v) => ({ ...v, [name]: value })));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(values);
  };
  return (
    <form ref={form} {...takeOver} onSubmit={submit}>
      <input name="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <input
        name="remember"
        type="checkbox"
        checked={values.remember}
        onChange={(e) => setValues({ ...values, remember: e.target.checked })}
      />
      <input name="photo" type="file" />
      <button type="submit">Send</button>
    </form>
  );
}

/** The server's HTML of the form in the page, with what a student did before any script ran. */
function serverForm(onSend: jest.Mock) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onSend={onSend} />);
  document.body.appendChild(container);
  const form = container.querySelector('form') as HTMLFormElement & {
    siteSubmitHeld?: boolean;
    siteTakenOver?: boolean;
  };
  (form.elements.namedItem('email') as HTMLInputElement).value = 'early@example.org';
  (form.elements.namedItem('remember') as HTMLInputElement).checked = true;
  return { container, form };
}

// act() around hydrateRoot, as Testing Library sets it for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over a server-rendered form', () => {
  it('is marked for the shell to hold, and posts (never a GET with the fields in the address)', () => {
    const html = renderToString(<SignIn onSend={jest.fn()} />);
    expect(html).toMatch(/<form data-hold-submit="" method="post">/);
  });

  it('lists the fields changed in the page, not the untouched ones', () => {
    const { form } = serverForm(jest.fn());
    expect(fieldsChangedInPage(form)).toEqual([
      ['email', 'early@example.org'],
      ['remember', true],
    ]);
  });

  it('keeps what was typed before the page was live, and sends with it', async () => {
    const onSend = jest.fn();
    const { container, form } = serverForm(onSend);
    await act(async () => {
      hydrateRoot(container, <SignIn onSend={onSend} />);
    });
    expect(form.siteTakenOver).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      form.requestSubmit();
    });
    expect(onSend).toHaveBeenCalledWith({ email: 'early@example.org', remember: true });
  });

  it('sends a submit the shell held, once, with what was typed', async () => {
    const onSend = jest.fn();
    const { container, form } = serverForm(onSend);
    form.siteSubmitHeld = true;
    await act(async () => {
      hydrateRoot(container, <SignIn onSend={onSend} />);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'early@example.org', remember: true });
    expect(form.siteSubmitHeld).toBe(false);
  });
});
