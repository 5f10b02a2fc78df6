// /admin/overview: applicants by review state, course (seats filled against seats set), category and fee paid;
// today's registrations and collections (India time).
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import { REVIEW_STATE_LABELS, down, type AdminOverview } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Button, DataTable, PageSpinner, Panel } from '@college/web-kit/ui';
import { failureText, formatCount, formatRupees } from '../../lib/format';
import { REVIEW_STATES, STATUS_OF } from '../../lib/review';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { getOverview } from './api/get-overview';

const TEXT = {
  title: { en: 'Overview', hi: 'सारांश' },
  states: { en: 'Applicants by review state', hi: 'समीक्षा की स्थिति के अनुसार आवेदक' },
  today: { en: 'Today', hi: 'आज' },
  registrations: { en: 'Registrations today', hi: 'आज के पंजीकरण' },
  collections: { en: 'Collected today', hi: 'आज का संग्रह' },
  regPaid: { en: 'Registration fee paid', hi: 'पंजीकरण शुल्क जमा' },
  admPaid: { en: 'Admission fee paid', hi: 'प्रवेश शुल्क जमा' },
  byCourse: { en: 'By course', hi: 'पाठ्यक्रम के अनुसार' },
  byCategory: { en: 'By category', hi: 'श्रेणी के अनुसार' },
  seats: { en: 'Seats filled (fee paid) / seats', hi: 'भरी सीटें (शुल्क जमा) / सीटें' },
  notSet: { en: 'not set', hi: 'निर्धारित नहीं' },
  purpose: { en: 'Purpose', hi: 'प्रयोजन' },
  nothing: { en: 'Nothing collected yet today.', hi: 'आज अभी कुछ जमा नहीं हुआ।' },
};

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${tokens.space(2)};
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space(2)};
  ${down('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    background: ${tokens.color.surface};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.lg};
    padding: ${tokens.space(2)};
  }
  .n {
    display: block;
    font-size: ${tokens.fontSize.xxl};
    font-weight: 700;
    color: ${tokens.color.primaryDark};
  }
`;

export function OverviewPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getOverview(api, signal), [api]);
  if (load.loading && !load.data) return <PageSpinner label={t(COMMON.loading)} />;
  if (!load.data) {
    return (
      <>
        <h1>{t(TEXT.title)}</h1>
        <Alert tone="error">{failureText(load.error, t)}</Alert>
        <Button onClick={load.reload}>{t(COMMON.retry)}</Button>
      </>
    );
  }
  const o = load.data.data;
  const collected = o.today.collections.reduce((n, c) => n + Number(c.amount), 0);
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <h2 style={{ fontSize: 19 }}>{t(TEXT.states)}</h2>
      <Cards>
        {REVIEW_STATES.map((s) => (
          <li key={s}>
            <span className="n">{formatCount(o.by_state[s], lang)}</span>
            <Link to={`/admin/applicants?status=${STATUS_OF[s]}`}>{t(REVIEW_STATE_LABELS[s])}</Link>
          </li>
        ))}
        <li>
          <span className="n">{formatCount(o.registration_paid, lang)}</span>
          {t(TEXT.regPaid)}
        </li>
        <li>
          <span className="n">{formatCount(o.admission_fee_paid, lang)}</span>
          {t(TEXT.admPaid)}
        </li>
        <li>
          <span className="n">{formatCount(o.today.registrations, lang)}</span>
          {t(TEXT.registrations)}
        </li>
        <li>
          <span className="n">{formatRupees(collected, lang)}</span>
          {t(TEXT.collections)}
        </li>
      </Cards>
      <Panel title={t(TEXT.byCourse)}>
        <DataTable
          caption={t(TEXT.byCourse)}
          rows={o.by_course}
          rowKey={(r) => r.course}
          empty={t(COMMON.none)}
          columns={[
            { key: 'course', header: t(COMMON.course), cell: (r) => r.course },
            { key: 'total', header: t(COMMON.total), cell: (r) => formatCount(r.total, lang) },
            ...REVIEW_STATES.map((s) => ({
              key: s,
              header: t(REVIEW_STATE_LABELS[s]),
              cell: (r: AdminOverview['by_course'][number]) => formatCount(r[s], lang),
            })),
            {
              key: 'seats',
              header: t(TEXT.seats),
              cell: (r) =>
                `${formatCount(r.fee_paid, lang)} / ${r.seats === null ? t(TEXT.notSet) : formatCount(r.seats, lang)}`,
            },
          ]}
        />
      </Panel>
      <Panel title={t(TEXT.byCategory)}>
        <DataTable
          caption={t(TEXT.byCategory)}
          rows={o.by_category}
          rowKey={(r) => r.category}
          empty={t(COMMON.none)}
          columns={[
            { key: 'category', header: t(COMMON.category), cell: (r) => r.category },
            { key: 'total', header: t(COMMON.total), cell: (r) => formatCount(r.total, lang) },
            { key: 'paid', header: t(TEXT.admPaid), cell: (r) => formatCount(r.fee_paid, lang) },
          ]}
        />
      </Panel>
      <Panel title={`${t(TEXT.today)} · ${o.today.date}`}>
        <DataTable
          caption={t(TEXT.collections)}
          rows={o.today.collections}
          rowKey={(r) => r.purpose}
          empty={t(TEXT.nothing)}
          columns={[
            { key: 'purpose', header: t(TEXT.purpose), cell: (r) => r.purpose },
            { key: 'count', header: t(COMMON.count), cell: (r) => formatCount(r.count, lang) },
            { key: 'amount', header: t(COMMON.amount), cell: (r) => formatRupees(r.amount, lang) },
          ]}
        />
      </Panel>
    </>
  );
}
