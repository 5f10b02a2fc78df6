// A page rendered on the server paints before any of its scripts runs (decision 039). The page carries its entry
// as a preload (downloaded at once, not run) and the hints of its module in an inert <template>; this one inline
// script, the same bytes on every such page, starts them once the browser reports the page's first contentful
// paint (or after PAINT_FIRST_FALLBACK_MS, should no paint be reported). The content security policy allows it by
// its hash (`paintFirstScriptHash` in the API, the same value in nginx's copy of the policy).

/** The id of the <template> holding the hints that start after the first paint. */
export const AFTER_PAINT_TEMPLATE_ID = 'site-after-paint';
/** The attribute marking the preload of the shell's entry, which the script runs after the first paint. */
export const ENTRY_PRELOAD_ATTR = 'data-site-entry';
/** How long the page waits for a paint it is told of before starting its scripts anyway. */
export const PAINT_FIRST_FALLBACK_MS = 3000;

/** The inline script, byte for byte as the page carries it and the policy hashes it. Changing it changes the hash. */
export const PAINT_FIRST_SCRIPT =
  '(function(){var d=document,s=0;' +
  // Started before the page was parsed (no paint reported yet), the scripts wait for it, as `defer` did.
  "function go(){if(s)return;s=1;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}" +
  `function run(){var t=d.getElementById('${AFTER_PAINT_TEMPLATE_ID}');if(t)d.head.appendChild(t.content.cloneNode(true));` +
  `var l=d.querySelector('link[${ENTRY_PRELOAD_ATTR}]');if(l){var e=d.createElement('script');e.src=l.href;d.head.appendChild(e)}}` +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})" +
  ".observe({type:'paint',buffered:true})}catch(e){go()}" +
  `setTimeout(go,${PAINT_FIRST_FALLBACK_MS})})()`;
