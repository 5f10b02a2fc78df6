// Presses made on a server-rendered page before the browser took it over (decision 017): the page's inline script
// (shared-types' PAINT_FIRST_SCRIPT) holds them inside each part the site server marked `data-ssr-pending`. Once that
// part is live, this presses each held control again, so a tap on "Get Otp" or "Show" made while the page's scripts
// were still on their way does what it says, only later.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { HELD_ATTR, PENDING_ATTR, type HeldRegion } from '@college/shared-types';

/**
 * The part of the page is live: its mark goes (later presses reach React directly), each held control loses its
 * waiting look, and, with `replay`, is pressed again in the order pressed. Without `replay` (the part is rendered
 * afresh, not taken over) the held presses are dropped with their controls.
 */
export function releaseHeldPresses(region: Element | null | undefined, replay = true): void {
  if (!region) return;
  region.removeAttribute(PENDING_ATTR);
  const held = (region as HeldRegion).siteHeldPresses ?? [];
  (region as HeldRegion).siteHeldPresses = [];
  for (const control of held) {
    const busy = control.getAttribute(HELD_ATTR);
    control.removeAttribute(HELD_ATTR);
    if (busy) control.setAttribute('aria-busy', busy);
    else control.removeAttribute('aria-busy');
    if (replay && control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
  }
}

/** The container of a module whose server HTML is being hydrated (null when the module renders afresh). */
const ServerRegion = createContext<Element | null>(null);

export function ServerRegionProvider({ region, children }: { region: Element | null; children: ReactNode }) {
  return <ServerRegion.Provider value={region}>{children}</ServerRegion.Provider>;
}

/**
 * Place it beside the page, inside the same Suspense boundary (or beside a hydrated root's tree): once that content
 * is hydrated and committed, the presses held in its part of the page are made again. It waits one more render
 * first, so that what the page took over in its own effects (the fields typed early, useFormTakeOver) is in its
 * state when the press arrives. Renders nothing, on the server too.
 */
export function TakeOverPresses({ region }: { region?: Element | null }) {
  const fromContext = useContext(ServerRegion);
  const part = region === undefined ? fromContext : region;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!part) return;
    if (!settled) {
      setSettled(true);
      return;
    }
    const timer = setTimeout(() => releaseHeldPresses(part), 0);
    return () => clearTimeout(timer);
  }, [part, settled]);
  return null;
}
