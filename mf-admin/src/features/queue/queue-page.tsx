// /admin/applicants: the review queue. Filters, search, sort and page live in the address; tabs with counts per
// review state; a verifier selects applicants and approves them with one fee; the CSV export takes the same filters.
// The parts: use-queue.ts (the data), queue-filters.tsx (search, filters, tabs), queue-table.tsx (the list),
// row-actions.tsx and the dialogs (row-decision.tsx, bulk-approve-dialog.tsx).
import { useEffect, useState } from 'react';
import { down, type AdminStudentRow } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Link } from '@college/web-kit/routing';
import { Alert, Button, buttonStyles, useToast, type ButtonStyleProps } from '@college/web-kit/ui';
import styled from 'styled-components';
import { failureText, formatDateTime, saveBlob, todayInIndia } from '../../lib/format';
import { useCan, useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { getFees } from '../../api/fees';
import { downloadCsv } from '../../api/csv';
import { BulkApproveDialog } from './bulk-approve-dialog';
import { QueueFilters, useFilterDraft } from './queue-filters';
import { messageListPath, queueQueryString } from './queue-query';
import { PrintOnly, QueueTableView } from './queue-table';
import { QUEUE_TEXT as TEXT, fill } from './queue-texts';
import { RowDecisionDialog, tableFee, type RowDecision } from './row-decision';
import { useQueue } from './use-queue';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  margin: ${tokens.space(1)} 0 ${tokens.space(2)};
  /* On a phone the count has its own line: its text changes once the list comes, the buttons' lines do not. */
  ${down('sm')} {
    .count {
      flex: 1 0 100%;
    }
  }
`;

/** A link drawn as a small button. */
const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export function QueuePage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const toast = useToast();
  const mayDecide = useCan('verifier');
  // A bulk message is the administrator's (decision 035).
  const mayMessage = useCan();
  const queue = useQueue();
  const { params, query, queryKey, load, data } = queue;
  const filters = useFilterDraft(queue);
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [rowDecision, setRowDecision] = useState<{ decision: RowDecision; row: AdminStudentRow } | null>(null);
  // The fee table prefills an approval from the list (verifiers and accounts may read it).
  const fees = useLoad(
    (signal) => (mayDecide ? getFees(api, signal) : Promise.resolve({ data: [] })),
    [api, mayDecide],
  );

  // Another queue: nothing of the last one stays selected.
  useEffect(() => setSelected([]), [queryKey]);

  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const q = { ...query } as Record<string, string>;
      delete q.page;
      delete q.per_page;
      const blob = await downloadCsv(api, 'admissions', q);
      saveBlob(blob, `admissions-${todayInIndia()}.csv`);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const rows = data?.data ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const page = data?.page ?? 1;
  const from = data && data.total > 0 ? (page - 1) * data.per_page + 1 : 0;
  const to = data ? Math.min(data.total, page * data.per_page) : 0;

  return (
    <>
      <PrintOnly />
      <h1>{t(TEXT.title)}</h1>
      <QueueFilters queue={queue} filters={filters} />

      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {load.error ? (
        <Alert tone="error">
          {failureText(load.error, t)}{' '}
          <Button small variant="link" onClick={load.reload}>
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : null}

      <Bar className="no-print">
        <span aria-live="polite" className="count">
          {data ? fill(t(TEXT.shown), { from, to, total: data.total }) : load.loading ? t(COMMON.loading) : ''}
        </span>
        <Button variant="secondary" small pending={exporting} onClick={() => void exportCsv()}>
          {t(TEXT.export)}
        </Button>
        <Button variant="secondary" small onClick={() => window.print()}>
          {t(TEXT.print)}
        </Button>
        {mayMessage && (
          <ButtonLink to={messageListPath(params)} $variant="secondary" $small>
            {t(TEXT.messageList)}
          </ButtonLink>
        )}
        {mayDecide && (
          <Button small variant="success" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
            {fill(t(TEXT.bulk), { n: selected.length })}
          </Button>
        )}
      </Bar>

      <div className="print-area">
        <p className="print-only">
          {t(TEXT.title)} · {data ? fill(t(TEXT.shown), { from, to, total: data.total }) : ''} ·{' '}
          {formatDateTime(new Date().toISOString(), lang)}
        </p>
        <QueueTableView
          rows={rows}
          loading={load.loading}
          selection={mayDecide ? { selected, setSelected } : null}
          sortNow={query.sort ?? '-id'}
          onSort={(sort) => queue.setFilters({ ...filters.chosen(), sort })}
          queueQuery={queueQueryString(params)}
          fees={fees.data?.data}
          onDecide={(decision, row) => setRowDecision({ decision, row })}
        />
      </div>

      {rowDecision && (
        <RowDecisionDialog
          decision={rowDecision.decision}
          applicant={rowDecision.row}
          fee={tableFee(fees.data?.data, rowDecision.row)}
          onClose={() => setRowDecision(null)}
          onDone={(message) => {
            setRowDecision(null);
            toast.show({ kind: 'success', title: message });
            load.reload();
          }}
        />
      )}

      <nav aria-label={t(TEXT.pagination)} className="no-print">
        <Bar>
          <Button
            small
            variant="secondary"
            disabled={page <= 1}
            onClick={() => queue.setFilters({ page: String(page - 1) })}
          >
            {t(COMMON.previousPage)}
          </Button>
          <span>{fill(t(TEXT.pageOf), { page, pages })}</span>
          <Button
            small
            variant="secondary"
            disabled={page >= pages}
            onClick={() => queue.setFilters({ page: String(page + 1) })}
          >
            {t(COMMON.nextPage)}
          </Button>
        </Bar>
      </nav>

      {bulkOpen && (
        <BulkApproveDialog
          ids={selected}
          onClose={() => setBulkOpen(false)}
          onDone={(r) => {
            setBulkOpen(false);
            setSelected([]);
            toast.show({
              kind: 'success',
              title: fill(t(TEXT.bulkDone), { n: r.approved.length }),
              text: r.skipped.length
                ? fill(t(TEXT.bulkSkipped), { n: r.skipped.length, why: r.skipped.map((s) => s.reason).join('; ') })
                : undefined,
            });
            load.reload();
          }}
        />
      )}
    </>
  );
}
