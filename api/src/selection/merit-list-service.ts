// The public merit lists (decision 026), answered from memory like the site's content (decision 014): each list is
// read once into rows by rank; its pages are JSON bytes with an ETag and Brotli and gzip copies made when first
// asked; the CSV and the printable page are made once. Everything is dropped when a list changes: at once in this
// process (meritListsChanged(), called after a round is published or closed and an offer lapses, is admitted or is
// reinstated), and within MERIT_LIST_CHECK_MS in any other process, which compares when each round last changed.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import {
  MERIT_LIST_COLUMNS,
  MERIT_LIST_PAGE_SIZE,
  MERIT_LIST_STATUS_LABELS,
  MERIT_LIST_TEXT,
  categoryWords,
  meritCourseName,
  meritListPath,
  RESERVED_SEAT_COMPARTMENTS,
  type Bilingual,
  type Language,
  meritListReleaseText,
  type MeritListPage,
  type MeritListRelease,
  type MeritListRow,
  type MeritListStatus,
  type MeritListSummary,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { build, earlyHeaders, type EarlyHeaders, type Entry } from '../http/content-cache';
import { formatHundredths } from './rules';
import {
  offersUpTo,
  publishedRounds,
  releasesOf,
  standingCounts,
  standingRows,
  type PublishedRound,
} from './merit-list-repository';
import { csvText } from '../http/csv';

type Db = Kysely<Database>;

/** How often a process compares when each round last changed, to see another process's changes. */
export const MERIT_LIST_CHECK_MS = 5_000;
/** Pages kept in memory across all lists (about 15 KB each with their compressed copies). */
const MAX_PAGES = 2_000;

// Every cache of this process, so that a change made anywhere in it drops them all.
const caches = new Set<MeritLists>();

/** A merit list changed (round published or closed, offer lapsed, admitted or reinstated): drop what is kept. */
export function meritListsChanged(): void {
  for (const c of caches) c.invalidate();
}

const key = (course: string, year: number, round: number) => `${course}/${year}/${round}`;

/** A download made once: its bytes and their tag. */
export interface Kept {
  body: Buffer;
  etag: string;
}
const kept = (body: Buffer): Kept => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

export interface MeritListData {
  /** The cache's generation when the list was read: a list read before a change is answered but not kept. */
  generation: number;
  summary: MeritListSummary;
  /** Reserved seats released to UR before the round was published. */
  releases: MeritListRelease[];
  rows: MeritListRow[];
  /** Each row's form number as text, for the search. */
  forms: string[];
  csv?: Kept;
  print?: Map<Language, Kept>;
}

/** When a round's list last changed: published, closed, or an offer of it or of an earlier round changed. */
function updatedAt(round: PublishedRound, all: PublishedRound[]): string {
  const stamps = [round.created_at, round.closed_at ?? ''];
  for (const r of all) {
    if (r.course === round.course && r.year === round.year && r.number <= round.number && r.offers_updated_at)
      stamps.push(r.offers_updated_at);
  }
  return stamps.sort().at(-1)!;
}

function stampOf(rounds: PublishedRound[]): string {
  return rounds.map((r) => `${r.id}:${r.state}:${r.closed_at ?? ''}:${r.offers_updated_at ?? ''}`).join('|');
}

/** The rows of a round: its standings by rank, each with the seat offered and where the offer stands now. */
export function meritRows(
  standings: Awaited<ReturnType<typeof standingRows>>,
  offers: Awaited<ReturnType<typeof offersUpTo>>,
  round: number,
): MeritListRow[] {
  const here = new Map<number, (typeof offers)[number]>();
  const before = new Map<number, (typeof offers)[number]>();
  for (const o of offers) (o.number === round ? here : before).set(o.student_id, o);
  return standings.map((s) => {
    // A student excluded from this round held an offer of an earlier one (live or lapsed): it tells where they stand.
    const offer = here.get(s.student_id) ?? (s.status === 'excluded' ? before.get(s.student_id) : undefined);
    const status: MeritListStatus =
      offer && (offer.status === 'offered' || offer.status === 'admitted' || offer.status === 'lapsed')
        ? offer.status
        : 'waiting';
    return {
      form_number: s.admission_id,
      name: s.applicant_name,
      category: s.category,
      compartment: offer ? { en: offer.label_en, hi: offer.label_hi } : null,
      index_marks: formatHundredths(s.index_marks),
      rank: s.merit_rank,
      status,
    };
  });
}

/**
 * The releases a round offered: every release of its course and year made before the round was published (the seats
 * stay UR's in every later round), each with the round it followed (the last published before it, null for none);
 * releases of one compartment after the same round are added up.
 */
export function releasesOfRound(
  releases: ReadonlyArray<{ compartment: string; seats: number; created_at: string }>,
  rounds: ReadonlyArray<Pick<PublishedRound, 'number' | 'created_at'>>,
  round: Pick<PublishedRound, 'number' | 'created_at'>,
): MeritListRelease[] {
  const out = new Map<string, MeritListRelease>();
  for (const r of releases) {
    const compartment = RESERVED_SEAT_COMPARTMENTS.find((c) => c === r.compartment);
    if (r.created_at >= round.created_at || !compartment) continue;
    const before = rounds.filter((x) => x.number < round.number && x.created_at <= r.created_at);
    const from_round = before.length ? Math.max(...before.map((x) => x.number)) : null;
    const k = `${r.compartment}/${from_round}`;
    const kept = out.get(k);
    if (kept) kept.seats += r.seats;
    else out.set(k, { compartment, seats: r.seats, from_round });
  }
  return [...out.values()].sort(
    (a, b) =>
      (a.from_round ?? 0) - (b.from_round ?? 0) ||
      RESERVED_SEAT_COMPARTMENTS.indexOf(a.compartment) - RESERVED_SEAT_COMPARTMENTS.indexOf(b.compartment),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// CSV and the printable list

const both = (b: Bilingual) => `${b.en} / ${b.hi}`;

/**
 * UTF-8 with a BOM (spreadsheets then read Hindi right), headers in both languages, rows by rank; the seats released
 * to UR for the round, if any, in lines of their own after the rows (a blank line between).
 */
export function meritListCsv(rows: readonly MeritListRow[], releases: readonly MeritListRelease[] = []): Buffer {
  const c = MERIT_LIST_COLUMNS;
  const lines = [[c.rank, c.form_number, c.name, c.category, c.compartment, c.index_marks, c.status].map(both)];
  for (const r of rows) {
    lines.push([
      String(r.rank),
      String(r.form_number),
      r.name,
      r.category,
      r.compartment ? both(r.compartment) : '',
      r.index_marks,
      both(MERIT_LIST_STATUS_LABELS[r.status]),
    ]);
  }
  if (releases.length) {
    lines.push([]);
    lines.push([both(MERIT_LIST_TEXT.releases)]);
    for (const r of releases) lines.push([both(meritListReleaseText(r))]);
  }
  return Buffer.from(csvText(lines), 'utf8');
}

const html = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** "27/11/2026 17:30 IST" */
function indiaDate(iso: string): string {
  const d = new Date(Date.parse(iso) + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} IST`;
}

const PRINT_TEXT = {
  hint: {
    en: 'To keep this list as a PDF, print it and choose “Save as PDF”.',
    hi: 'इस सूची को पीडीएफ़ के रूप में रखने के लिए इसे प्रिंट करें और “पीडीएफ़ के रूप में सहेजें” चुनें।',
  },
  back: { en: 'Back to the list', hi: 'सूची पर वापस जाएँ' },
} satisfies Record<string, Bilingual>;

/** The whole list as one page to print or save as PDF: both languages, the page's first, no script. */
export function meritListPrintable(
  summary: MeritListSummary,
  rows: readonly MeritListRow[],
  lang: Language,
  releases: readonly MeritListRelease[] = [],
): Buffer {
  const other: Language = lang === 'hi' ? 'en' : 'hi';
  const two = (b: Bilingual) => `${html(b[lang])} / ${html(b[other])}`;
  const c = MERIT_LIST_COLUMNS;
  const head = [c.rank, c.form_number, c.name, c.category, c.compartment, c.index_marks, c.status]
    .map((b) => `<th scope="col">${two(b)}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.rank}</td><td>${r.form_number}</td><td>${html(r.name)}</td><td>${two(categoryWords(r.category))}</td>` +
        `<td>${r.compartment ? two(r.compartment) : '—'}</td><td>${r.index_marks}</td>` +
        `<td>${two(MERIT_LIST_STATUS_LABELS[r.status])}</td></tr>`,
    )
    .join('\n');
  const released = releases.length
    ? `<section class="releases"><h2>${two(MERIT_LIST_TEXT.releases)}</h2>\n<ul>\n${releases
        .map((r) => meritListReleaseText(r))
        .map((t) => `<li>${html(t[lang])}<br><span lang="${other}">${html(t[other])}</span></li>`)
        .join('\n')}\n</ul></section>\n`
    : '';
  const title = `${two(MERIT_LIST_TEXT.listTitle)} — ${two(summary.course_name)}, ${two(MERIT_LIST_TEXT.year)} ${summary.year}, ${two(MERIT_LIST_TEXT.round)} ${summary.round}`;
  const page = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/<[^>]*>/g, '')}</title>
<style>
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Lohit Devanagari', system-ui, sans-serif; margin: 16px; color: #111; font-size: 14px; }
h1 { font-size: 20px; margin: 0 0 8px; }
h2 { font-size: 16px; margin: 12px 0 4px; }
.releases ul { margin: 4px 0; padding-left: 20px; }
p { margin: 4px 0; }
.hint { background: #fff8e1; border: 1px solid #b58900; padding: 8px; margin: 12px 0; }
a { color: #0b4f9c; }
table { border-collapse: collapse; width: 100%; margin-top: 12px; }
th, td { border: 1px solid #555; padding: 4px 6px; text-align: left; vertical-align: top; overflow-wrap: normal; word-break: keep-all; }
th { background: #eee; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
@page { size: A4; margin: 12mm; }
@media print { .hint { display: none; } body { margin: 0; font-size: 11px; } }
</style>
</head>
<body>
<h1>${title}</h1>
<p>${two(MERIT_LIST_TEXT.published)}: ${indiaDate(summary.published_at)}</p>
<p>${two(MERIT_LIST_TEXT.lastUpdated)}: ${indiaDate(summary.updated_at)}</p>
<p class="hint">${html(PRINT_TEXT.hint[lang])} ${html(PRINT_TEXT.hint[other])} <a href="${html(summary.path)}">${html(PRINT_TEXT.back[lang])}</a></p>
${released}<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
  return Buffer.from(page, 'utf8');
}

// ---------------------------------------------------------------------------------------------------------------
// The cache

export interface CachedPage {
  entry: Entry;
  generation: number;
  early?: EarlyHeaders;
}

export class MeritLists {
  private index: Promise<{ summaries: MeritListSummary[]; rounds: PublishedRound[] }> | null = null;
  private lists = new Map<string, Promise<MeritListData | null>>();
  private pages = new Map<string, CachedPage>();
  /** The headers the first full answer of a list's first page went out with (security headers and the like). */
  private learned: OutgoingHttpHeaders | null = null;
  private stamp: string | null = null;
  private generation = 0;
  /** First pages answered once through the app, by their exact address. */
  private firstPages = new Map<string, CachedPage>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {
    caches.add(this);
  }

  /** Starts comparing, every MERIT_LIST_CHECK_MS, when each round last changed (another process's changes). */
  start(onError: (error: unknown) => void): void {
    this.timer = setInterval(() => {
      this.check().catch(onError);
    }, MERIT_LIST_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    caches.delete(this);
  }

  invalidate(): void {
    this.generation++;
    this.index = null;
    this.lists.clear();
    this.pages.clear();
    this.firstPages.clear();
  }

  /** Drops everything when a round changed since the index was read. */
  async check(): Promise<void> {
    const rounds = await publishedRounds(this.db);
    const stamp = stampOf(rounds);
    if (this.stamp !== null && stamp !== this.stamp) this.invalidate();
    this.stamp = stamp;
  }

  private async readIndex() {
    const [rounds, counts] = await Promise.all([publishedRounds(this.db), standingCounts(this.db)]);
    this.stamp = stampOf(rounds);
    const summaries = rounds.map((r): MeritListSummary => ({
      course: r.course,
      course_name: meritCourseName(r.course),
      year: r.year,
      round: r.number,
      published_at: r.created_at,
      updated_at: updatedAt(r, rounds),
      state: r.state === 'closed' ? 'closed' : 'open',
      count: counts.get(r.id) ?? 0,
      path: meritListPath(r.course, r.year, r.number),
    }));
    return { summaries, rounds };
  }

  private indexNow() {
    if (!this.index) {
      const loading = this.readIndex();
      this.index = loading;
      loading.catch(() => {
        if (this.index === loading) this.index = null;
      });
    }
    return this.index;
  }

  /** Every published list, by course, year and round. */
  async summaries(): Promise<MeritListSummary[]> {
    return (await this.indexNow()).summaries;
  }

  /** One published list, null when the round is not published. */
  async list(course: string, year: number, round: number): Promise<MeritListData | null> {
    const k = key(course, year, round);
    let loading = this.lists.get(k);
    if (!loading) {
      loading = this.readList(course, year, round);
      this.lists.set(k, loading);
      // A round not published (or a failed read) is not kept: any address would otherwise take memory.
      const forget = () => {
        if (this.lists.get(k) === loading) this.lists.delete(k);
      };
      loading.then((list) => list ?? forget(), forget);
    }
    return loading;
  }

  private async readList(course: string, year: number, number: number): Promise<MeritListData | null> {
    const generation = this.generation;
    const { summaries, rounds } = await this.indexNow();
    const summary = summaries.find((s) => s.course === course && s.year === year && s.round === number);
    const round = rounds.find((r) => r.course === course && r.year === year && r.number === number);
    if (!summary || !round) return null;
    const [standings, offers, releases] = await Promise.all([
      standingRows(this.db, round.id),
      offersUpTo(this.db, course, year, number),
      releasesOf(this.db, course, year),
    ]);
    const rows = meritRows(standings, offers, number);
    const ofCourse = rounds.filter((r) => r.course === course && r.year === year);
    return {
      generation,
      summary: { ...summary, count: rows.length },
      releases: releasesOfRound(releases, ofCourse, round),
      rows,
      forms: rows.map((r) => String(r.form_number)),
    };
  }

  /** A page of the list (1 = the best 100 ranks), as kept bytes; null beyond the last page. */
  page(list: MeritListData, page: number): CachedPage | null {
    const pages = Math.max(1, Math.ceil(list.rows.length / MERIT_LIST_PAGE_SIZE));
    if (page > pages) return null;
    const k = `${list.summary.path}?${page}`;
    let cached = list.generation === this.generation ? this.pages.get(k) : undefined;
    if (!cached) {
      const start = (page - 1) * MERIT_LIST_PAGE_SIZE;
      const data: MeritListPage = {
        ...list.summary,
        total: list.rows.length,
        page,
        pages,
        per_page: MERIT_LIST_PAGE_SIZE,
        q: null,
        releases: list.releases,
        rows: list.rows.slice(start, start + MERIT_LIST_PAGE_SIZE),
      };
      cached = { entry: build({ data }), generation: list.generation };
      if (list.generation === this.generation) {
        if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(k, cached);
      }
    }
    return cached;
  }

  /** The rows whose form number is `q`, or starts with it (the exact one first), at most one page of them. */
  search(list: MeritListData, q: string): MeritListPage {
    const exact: MeritListRow[] = [];
    const starting: MeritListRow[] = [];
    let total = 0;
    for (let i = 0; i < list.forms.length; i++) {
      const form = list.forms[i]!;
      if (form === q) {
        exact.push(list.rows[i]!);
        total++;
      } else if (form.startsWith(q)) {
        total++;
        if (starting.length < MERIT_LIST_PAGE_SIZE) starting.push(list.rows[i]!);
      }
    }
    return {
      ...list.summary,
      total,
      page: 1,
      pages: 1,
      per_page: MERIT_LIST_PAGE_SIZE,
      q,
      releases: list.releases,
      rows: [...exact, ...starting].slice(0, MERIT_LIST_PAGE_SIZE),
    };
  }

  csv(list: MeritListData): Kept {
    list.csv ??= kept(meritListCsv(list.rows, list.releases));
    return list.csv;
  }

  printable(list: MeritListData, lang: Language): Kept {
    list.print ??= new Map();
    let page = list.print.get(lang);
    if (!page) {
      page = kept(meritListPrintable(list.summary, list.rows, lang, list.releases));
      list.print.set(lang, page);
    }
    return page;
  }

  /**
   * Keeps a list's first page for the early answers (when it is of the current generation); true while the headers
   * a full answer carries are still to be learned (`learn`).
   */
  keepFirstPage(cached: CachedPage, firstPageUrl: string | null): boolean {
    if (firstPageUrl && cached.generation === this.generation) this.firstPages.set(firstPageUrl, cached);
    return Boolean(firstPageUrl) && !this.learned;
  }

  /** The headers a first page's full answer carried, repeated by the early answers. */
  learn(headers: OutgoingHttpHeaders): void {
    this.learned ??= headers;
  }

  /** A first page to answer before any hook (decision 014), with its early headers; null when there is none yet. */
  earlyPage(url: string): Required<CachedPage> | null {
    const cached = this.firstPages.get(url);
    if (!cached || !this.learned) return null;
    cached.early ??= earlyHeaders(cached.entry, this.learned);
    return cached as Required<CachedPage>;
  }
}
