// The index of the published merit lists (decision 026): by course, each year and round with its publication date,
// how many applicants it ranks and whether its payment window is still open. "Last updated" is the latest change of
// any list (with none published, the site's content, as on any other page).
import { contentUpdatedAt, indianDate, pick, type MeritListSummary } from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { Loading } from '../../components/loading';
import { useContent } from '../../app/use-content';
import { usePublishedAt } from '../../app/page-date';
import { useContentDates } from '../../app/use-content-dates';
import { MERIT_TEXT } from './merit-list-text';
import * as css from './merit-list.module.css';

function byCourse(lists: MeritListSummary[]): MeritListSummary[][] {
  const groups = new Map<string, MeritListSummary[]>();
  for (const l of lists) groups.set(l.course, [...(groups.get(l.course) ?? []), l]);
  return [...groups.values()];
}

export function MeritListsPage() {
  const { t, lang } = useText();
  const lists = useContent<MeritListSummary[]>('meritLists');
  const data = lists.data ?? [];
  // Dated by its newest list; with none published yet, as any page of the site is, by the content it shows.
  const dates = useContentDates();
  usePublishedAt(
    lists.loading
      ? null
      : (data
          .map((l) => l.updated_at)
          .sort()
          .at(-1) ?? contentUpdatedAt(dates, [])),
  );
  return (
    <Page title={MERIT_TEXT.title} prose>
      <p>{t(MERIT_TEXT.intro)}</p>
      {lists.loading && <Loading />}
      {lists.failed && (
        <p className={ui.muted} role="alert">
          {t(MERIT_TEXT.failed)}
        </p>
      )}
      {!lists.loading && !lists.failed && data.length === 0 && <p className={ui.muted}>{t(MERIT_TEXT.none)}</p>}
      {data.length > 0 && (
        <ul className={css.courses}>
          {byCourse(data).map((group) => (
            <li key={group[0]!.course} className={css.course}>
              <h2>{pick(group[0]!.course_name, lang)}</h2>
              <ul className={css.rounds}>
                {group.map((l) => (
                  <li key={l.path}>
                    <ModuleLink href={l.path}>
                      {t(MERIT_TEXT.year(l.year))}, {t(MERIT_TEXT.round(l.round))}
                    </ModuleLink>{' '}
                    — {t(MERIT_TEXT.published(indianDate(l.published_at)))}, {t(MERIT_TEXT.rows(l.count))},{' '}
                    {t(l.state === 'open' ? MERIT_TEXT.open : MERIT_TEXT.closed)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
