// /admin/merit (admin; verifier and accounts read): the rounds of admission by merit of a course and year
// (decisions 023 and 025). The course's admission mode comes from its seat matrix: a directly admitted course has
// no rounds. For a merit course: the rounds so far with their offers; a preview of the next round (nothing saved);
// publishing it with a payment window in India time; and, for the admin, closing a round whose window is over,
// reinstating a lapsed offer with a new deadline and releasing a reserved category's vacant seats to UR. Each panel
// is a file of its own; this page loads the course's seat matrix and rounds and composes them.
import { useState } from 'react';
import { Link } from '@college/web-kit/routing';
import type { RoundPreview, RoundView } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button } from '@college/web-kit/ui';
import { CourseYearChooser, useCourseYear } from '../../components/course-year-chooser';
import { useOfficeApi, useStaffSession } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { getSeatMatrix } from '../../api/seat-matrix';
import { getRounds } from './api/selection';
import { ConfirmDialog } from './confirm-dialog';
import { EntranceRanksPanel } from './entrance-ranks-panel';
import { useMeritActions } from './merit-actions';
import { TEXT } from './merit-texts';
import { PreviewPanel } from './preview-panel';
import { PublishPanel } from './publish-panel';
import { ReleasePanel } from './release-panel';
import { RoundsPanel } from './rounds-panel';

export function MeritPage() {
  const { t } = useText();
  const api = useOfficeApi();
  const session = useStaffSession();
  const isAdmin = session.state.status === 'ready' && session.state.staff.role === 'admin';
  const [preview, setPreview] = useState<RoundPreview | null>(null);
  const chosen = useCourseYear(() => {
    setPreview(null);
    actions.setFailure(null);
  });
  const { course, year } = chosen;

  const matrix = useLoad((signal) => getSeatMatrix(api, course, year, signal), [api, course, year]);
  const merit = matrix.data?.data.admission_mode === 'merit';
  const rounds = useLoad(
    (signal) => (merit ? getRounds(api, { course, year }, signal) : Promise.resolve({ data: [] as RoundView[] })),
    [api, course, year, merit],
  );
  const actions = useMeritActions(() => rounds.reload());
  const { failure, failureOf, confirming, confirm } = actions;

  const list = rounds.data?.data ?? [];
  const loadError = matrix.error ?? (merit ? rounds.error : null);

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <p>{t(TEXT.intro)}</p>
      <CourseYearChooser {...chosen} />
      {loadError ? (
        <Alert tone="error">
          {failureOf(loadError)}{' '}
          <Button
            variant="secondary"
            onClick={() => {
              matrix.reload();
              rounds.reload();
            }}
          >
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : null}
      {!matrix.data || (merit && !rounds.data) ? (
        loadError ? null : (
          <p role="status">{t(COMMON.loading)}</p>
        )
      ) : !merit ? (
        <Alert tone="info">
          {t(TEXT.direct)} <Link to={`/admin/seats?course=${course}&year=${year}`}>{t(TEXT.seatMatrix)}</Link>
        </Alert>
      ) : (
        <>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <RoundsPanel course={course} year={year} list={list} isAdmin={isAdmin} actions={actions} />
          {isAdmin && list.length ? <ReleasePanel course={course} year={year} actions={actions} /> : null}
          {matrix.data.data.merit_basis === 'entrance' ? (
            <EntranceRanksPanel course={course} year={year} isAdmin={isAdmin} onImported={() => setPreview(null)} />
          ) : null}
          <PreviewPanel course={course} year={year} actions={actions} preview={preview} onPreview={setPreview} />
          {isAdmin ? <PublishPanel course={course} year={year} actions={actions} onPreview={setPreview} /> : null}
        </>
      )}
      {confirming ? <ConfirmDialog confirmation={confirming} onClose={() => confirm(null)} /> : null}
    </>
  );
}
