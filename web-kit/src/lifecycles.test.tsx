import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createModuleLifecycles, ModuleErrorBoundary } from './lifecycles';
import { ShellProvider } from './shell';
import { testShell } from './testing';

let broken = false;
function Flaky() {
  if (broken) throw new Error('secret stack detail');
  return <p>Module content</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('the module error boundary', () => {
  it('shows a bilingual message without the error text, and Retry mounts the module again', async () => {
    broken = true;
    const shell = testShell({ language: 'hi' });
    render(
      <ShellProvider shell={shell}>
        <ModuleErrorBoundary>{(attempt) => <Flaky key={attempt} />}</ModuleErrorBoundary>
      </ShellProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('यह भाग अभी उपलब्ध नहीं है');
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
    act(() => shell.jotaiStore.set(shell.atoms.language, 'en'));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Module content')).toBeInTheDocument();
  });
});

describe('createModuleLifecycles', () => {
  it('mounts the root in the shell context and writes the theme variables once', async () => {
    function Root({ apiBase }: { apiBase: string }) {
      return <p>api at {apiBase}</p>;
    }
    const lifecycles = createModuleLifecycles(Root);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { ...testShell(), name: 'mf-test', domElement, singleSpa: {}, mountParcel: jest.fn() };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await waitFor(() => expect(domElement).toHaveTextContent('api at /api'));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0b3d91');
    await lifecycles.unmount(props as never);
    expect(domElement).toBeEmptyDOMElement();
  });
});
