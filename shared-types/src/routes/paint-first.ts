// The one inline script of a page rendered on the server (decisions 017 and 039), the same bytes on every such page.
// From the page's first byte it holds what a visitor does before the page is live: a submit of a form marked
// `data-hold-submit` (the kit's useFormTakeOver sends it again once React handles the form), and a press on a
// button, a checkbox, a radio button or a `role="button"` inside a part marked `data-ssr-pending` (shown as
// waiting; the kit's TakeOverPresses makes it again once that part is live). And it lets the page paint before any
// script runs: the page carries its entry as a preload (downloaded at once, not run) and the hints of its module in
// an inert <template>; the script starts them once the browser reports the page's first contentful paint (or after
// PAINT_FIRST_FALLBACK_MS, should no paint be reported). The content security policy allows it by its hash
// (`paintFirstScriptHash` in the API, the same value in nginx's copy of the policy).

/** The id of the <template> holding the hints that start after the first paint. */
export const AFTER_PAINT_TEMPLATE_ID = 'site-after-paint';
/** The attribute marking the preload of the shell's entry, which the script runs after the first paint. */
export const ENTRY_PRELOAD_ATTR = 'data-site-entry';
/** How long the page waits for a paint it is told of before starting its scripts anyway. */
export const PAINT_FIRST_FALLBACK_MS = 3000;
/** The mark the site server puts on each part it rendered; removed by the kit when that part is live. */
export const PENDING_ATTR = 'data-ssr-pending';
/** The mark on an element the shell made itself inside such a part (a fallback with Retry): its presses work. */
export const LIVE_ATTR = 'data-live-controls';
/** The mark on a control whose press is held. */
export const HELD_ATTR = 'data-held-press';
/** The mark on a server-rendered form whose submit is held until the page has taken it over. */
export const HOLD_SUBMIT_ATTR = 'data-hold-submit';

/** The DOM properties the script and the kit share on a held part and a held form. */
export interface HeldRegion extends HTMLElement {
  /** The controls pressed in the part before it was live, in the order pressed. */
  siteHeldPresses?: HTMLElement[];
}
export interface HeldForm extends HTMLFormElement {
  /** Set by the kit once React handles the form. */
  siteTakenOver?: boolean;
  /** A submit waits for that. */
  siteSubmitHeld?: boolean;
}

/** The inline script, byte for byte as the page carries it and the policy hashes it. Changing it changes the hash. */
export const PAINT_FIRST_SCRIPT = [
  '(function(){var d=document,s=0;',
  // A submit of a marked form before the kit has taken it over: not sent, remembered.
  "d.addEventListener('submit',function(e){var f=e.target;",
  `if(!(f instanceof HTMLFormElement)||!f.hasAttribute('${HOLD_SUBMIT_ATTR}')||f.siteTakenOver)return;`,
  'e.preventDefault();e.stopImmediatePropagation();f.siteSubmitHeld=true},true);',
  // The control a press works: a button (not a submit), a checkbox or radio (directly or by its label), a
  // role="button". A link, a submit button or a text field works by itself.
  'function pc(t){var h=t.closest(\'button, [role="button"], input, label\');',
  'var c=h instanceof HTMLLabelElement?h.control:h;if(!c)return null;',
  "if(c instanceof HTMLButtonElement)return c.type==='submit'?null:c;",
  "if(c instanceof HTMLInputElement)return c.type==='checkbox'||c.type==='radio'?c:null;",
  "return c.getAttribute('role')==='button'?c:null}",
  // A press inside a part not yet live: not seen by the page, shown as waiting, kept once.
  "d.addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;",
  `var r=t.closest('[${PENDING_ATTR}]');if(!r||t.closest('[${LIVE_ATTR}]'))return;`,
  'var c=pc(t);if(!c||!r.contains(c)||c.disabled)return;e.preventDefault();e.stopImmediatePropagation();',
  'var h=r.siteHeldPresses||(r.siteHeldPresses=[]);if(h.indexOf(c)>=0)return;h.push(c);',
  `c.setAttribute('${HELD_ATTR}',c.getAttribute('aria-busy')||'');c.setAttribute('aria-busy','true')},true);`,
  // The scripts after the first paint; started before the page was parsed, they wait for it, as `defer` did.
  "function go(){if(s)return;s=1;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}",
  `function run(){var t=d.getElementById('${AFTER_PAINT_TEMPLATE_ID}');if(t)d.head.appendChild(t.content.cloneNode(true));`,
  `var l=d.querySelector('link[${ENTRY_PRELOAD_ATTR}]');if(l){var e=d.createElement('script');e.src=l.href;d.head.appendChild(e)}}`,
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})",
  ".observe({type:'paint',buffered:true})}catch(e){go()}",
  `setTimeout(go,${PAINT_FIRST_FALLBACK_MS})})()`,
].join('');
