import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2] ?? 'http://127.0.0.1:8390/';
const runs = Number(process.argv[3] ?? 3);
const FLAGS = ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
for (let r = 0; r < runs; r++) {
  const res = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = res.lhr; const ev = res.artifacts.Trace.traceEvents;
  fs.writeFileSync(`/tmp/prof/trace-${r}.json`, JSON.stringify(ev));
  const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const fcp = ev.find(e => e.name === 'firstContentfulPaint');
  const pid = fcp.pid, tid = fcp.tid;
  const t0 = nav.ts;
  const main = ev.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a,b)=>a.ts-b.ts);
  const tasks = main.filter(e => e.name === 'RunTask' && e.dur > 8000);
  console.log(`run ${r}: FCP ${((fcp.ts-t0)/1000).toFixed(0)} ms (observed) TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} sim FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)}`);
  for (const t of tasks) {
    const kids = main.filter(e => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
    const sum = new Map();
    for (const k of kids) {
      if (!['ParseHTML','Layout','UpdateLayoutTree','Paint','EvaluateScript','FunctionCall','v8.compile','v8.compileModule','v8.evaluateModule','RunMicrotasks','TimerFire','ParseAuthorStyleSheet','PrePaint','Layerize','HitTest','MajorGC','MinorGC','V8.GC_SCAVENGER','BlinkGC.AtomicPhase','EventDispatch','XHRReadyStateChange','ResourceReceivedData','ResourceFinish'].includes(k.name)) continue;
      const key = k.name + (k.name==='EvaluateScript'||k.name==='FunctionCall' ? ':' + String(k.args?.data?.url ?? '').split('/').pop().slice(0,24) : '');
      sum.set(key, (sum.get(key) ?? 0) + k.dur);
    }
    const parts = [...sum].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>`${k} ${(v/1000).toFixed(1)}`).join(', ');
    console.log(`  ${((t.ts-t0)/1000).toFixed(0).padStart(5)} +${(t.dur/1000).toFixed(1).padStart(5)}  ${parts}`);
  }
  const lt = (lhr.audits['long-tasks'].details?.items||[]).map(i=>Math.round(i.startTime)+"+"+Math.round(i.duration)+":"+(i.url||"").split("/").pop().slice(0,20)).join(" ");
  console.log('  sim long tasks:', lt);
}
await chrome.kill();
