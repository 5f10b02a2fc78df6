// createModuleLifecycles(Root): the single-spa lifecycles every remote exposes as './app'. The module renders
// inside the shell's context and store, behind an error boundary whose Retry mounts it again (no page reload).
import React, { Component, startTransition, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PENDING_ATTR, type ShellProps } from '@college/shared-types';
import { ShellProvider } from './shell';
import { ServerRegionProvider, releaseHeldPresses } from './take-over-presses';
import { useText } from './text';
import { applyThemeVariables, tokens } from './theme/tokens';

const FALLBACK = {
  title: { en: 'This section is temporarily unavailable', hi: 'यह भाग अभी उपलब्ध नहीं है' },
  text: { en: 'Please try again.', hi: 'कृपया फिर से प्रयास करें।' },
  retry: { en: 'Retry', hi: 'फिर से प्रयास करें' },
};

/** What a visitor sees when a module fails: no error text, one Retry. */
export function ModuleFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useText();
  return (
    <div role="alert" style={{ padding: tokens.space(3), textAlign: 'center', color: tokens.color.text }}>
      <p style={{ fontSize: tokens.fontSize.lg, fontWeight: 600, margin: `0 0 ${tokens.space(1)}` }}>
        {t(FALLBACK.title)}
      </p>
      <p style={{ color: tokens.color.muted, margin: `0 0 ${tokens.space(2)}` }}>{t(FALLBACK.text)}</p>
      <button
        type="button"
        onClick={onRetry}
        style={{
          minHeight: tokens.tapTarget,
          padding: `${tokens.space(1)} ${tokens.space(3)}`,
          font: 'inherit',
          fontWeight: 600,
          border: 0,
          borderRadius: tokens.radius.md,
          background: tokens.color.primary,
          color: tokens.color.onPrimary,
          cursor: 'pointer',
        }}
      >
        {t(FALLBACK.retry)}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: (attempt: number) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Catches a render error of the module; Retry renders the module again from scratch. */
export class ModuleErrorBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    (this.props.onError ?? ((e: Error) => console.error('module', e)))(error, info);
  }

  retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.failed) return <ModuleFallback onRetry={this.retry} />;
    return this.props.children(this.state.attempt);
  }
}

export type ModuleRootProps = ShellProps & { name?: string };

/**
 * A module's tree: the shell's context and store around its Root, behind the error boundary. The browser mounts it
 * through single-spa; a server bundle renders the same tree to HTML (decision 017).
 */
export function ModuleTree({ Root, ...props }: ModuleRootProps & { Root: ComponentType<ModuleRootProps> }) {
  return (
    <ShellProvider shell={props}>
      <ModuleErrorBoundary>{(attempt) => <Root key={attempt} {...props} />}</ModuleErrorBoundary>
    </ShellProvider>
  );
}

/**
 * Whether a container holds the server's HTML of the page now shown: the site server marks it with the path it
 * rendered (`data-ssr-path`); the shell removes the mark when the page must be rendered afresh (another language,
 * a signed-in student). Read once: the mark goes, so a later mount renders normally.
 */
export function takeServerHtml(el: HTMLElement | undefined): boolean {
  const path = el?.getAttribute('data-ssr-path');
  if (!el || path === null || path === undefined) return false;
  el.removeAttribute('data-ssr-path');
  return path === window.location.pathname && el.childElementCount > 0;
}

/**
 * Hydrates the server's HTML in a transition: React then works in slices of a few milliseconds and lets the
 * browser answer in between, instead of one long task that holds a slow phone's main thread (the page is on
 * screen already; a press on it before hydration ends is replayed by React). Used for every hydrated root.
 */
export function hydrateInSlices(
  container: Element | Document,
  children: ReactNode,
  options?: ReactDOMClient.HydrationOptions,
): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(container, children, options);
  });
  return root as ReactDOMClient.Root;
}

/**
 * A root whose renders are transitions: its first render (a signed-in page drawn in the browser: the dashboard,
 * the form, the console) is made in slices of a few milliseconds, as hydration is, instead of one long task that
 * holds a slow phone's main thread while the page's data is already there. Nothing is on screen before it, so no
 * visible state waits; Suspense fallbacks of a first render still show.
 */
export function createRootInSlices(
  container: Element | DocumentFragment,
  options?: ReactDOMClient.RootOptions,
): ReactDOMClient.Root {
  const root = ReactDOMClient.createRoot(container, options);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

/** react-dom/client as single-spa-react uses it: rendering and hydrating in slices. */
const sliceHydratingClient = { ...ReactDOMClient, createRoot: createRootInSlices, hydrateRoot: hydrateInSlices };

/** The lifecycles of a remote: `export const { bootstrap, mount, unmount } = createModuleLifecycles(Root);` */
export interface ModuleLifecycleOptions {
  /**
   * Asked before the server's HTML of the page is hydrated: false when this browser would render it otherwise (the
   * admission form with a newer draft kept on this device), so it is rendered afresh, without a hydration error.
   */
  mayHydrate?: (props: ModuleRootProps) => boolean;
}

export function createModuleLifecycles(Root: ComponentType<ModuleRootProps>, options: ModuleLifecycleOptions = {}) {
  // Hydrate the server's HTML when the container holds it for this page, else render as usual. The container being
  // hydrated is the part of the page whose early presses the page makes again once live (TakeOverPresses).
  let hydrate = false;
  let region: HTMLElement | null = null;
  function ModuleRoot(props: ModuleRootProps) {
    return (
      <ServerRegionProvider region={region}>
        <ModuleTree {...props} Root={Root} />
      </ServerRegionProvider>
    );
  }
  const lifecycles = singleSpaReact<ModuleRootProps>({
    React,
    ReactDOMClient: sliceHydratingClient,
    rootComponent: ModuleRoot,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    // The boundary above catches render errors; this one only catches a failure of the boundary itself.
    errorBoundary: () => <p role="alert">{FALLBACK.title.en}</p>,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      applyThemeVariables();
      const container = (props as { domElement?: HTMLElement }).domElement;
      hydrate = takeServerHtml(container) && (options.mayHydrate?.(props as ModuleRootProps) ?? true);
      region = hydrate ? (container ?? null) : null;
      // Rendered afresh, the server's controls are replaced: presses held on them go with them.
      if (!hydrate && container?.hasAttribute(PENDING_ATTR)) releaseHeldPresses(container, false);
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
