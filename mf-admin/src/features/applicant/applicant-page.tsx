// /admin/applicants/:id: one applicant — profile and photo, every uploaded document inline, the submitted form,
// transactions and status history; a verifier approves with a fee (prefilled from the fee table), rejects with
// a reason or asks for a correction. Next/previous follow the queue's filters (keys N and P, or the buttons).
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { down } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Button, PageSpinner, Panel } from '@college/web-kit/ui';
import { AuthorisedFile } from '../../components/authorised-file';
import { failureText } from '../../lib/format';
import { ReviewBadge } from '../../lib/review';
import { useCan } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { queueQueryString } from '../queue/queue-query';
import { ScrutinyPanel } from '../scrutiny/scrutiny-panel';
import { AdmissionForm } from './admission-form-panel';
import { TEXT, fill } from './applicant-texts';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DocumentsPanel } from './documents-panel';
import { StatusHistoryPanel, TransactionsPanel } from './history-panels';
import { ProfilePanel } from './profile-panel';
import { stepLink, useApplicant } from './use-applicant';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  margin-bottom: ${tokens.space(2)};
  h1 {
    margin: 0 !important;
  }
  .steps {
    margin-left: auto;
    display: flex;
    gap: ${tokens.space(1)};
  }
  ${down('sm')} {
    .steps {
      margin-left: 0;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${tokens.space(2)};
  ${down('md')} {
    grid-template-columns: 1fr;
  }
`;

export function ApplicantPage() {
  const { t } = useText();
  const { id = '' } = useParams();
  const location = useLocation();
  const mayDecide = useCan('verifier');
  const params = new URLSearchParams(location.search);
  const queueQuery = queueQueryString(params);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { load, a } = useApplicant(id, queueQuery);

  useEffect(() => {
    setNotice(null);
  }, [id]);
  if (load.loading && !a) return <PageSpinner label={t(COMMON.loading)} />;
  if (load.error || !a) {
    return (
      <>
        <Link to={`/admin/applicants${queueQuery}`}>{t(TEXT.back)}</Link>
        <Alert tone="error">{failureText(load.error, t)}</Alert>
        <Button onClick={load.reload}>{t(COMMON.retry)}</Button>
      </>
    );
  }

  return (
    <>
      <Link to={`/admin/applicants${queueQuery}`}>{t(TEXT.back)}</Link>
      <Head>
        <h1>{a.name}</h1>
        <ReviewBadge state={a.review_state} />
        <div className="steps">
          <StepButton id={a.previous_id} query={queueQuery} label={t(TEXT.previous)} />
          <StepButton id={a.next_id} query={queueQuery} label={t(TEXT.next)} />
        </div>
      </Head>
      <p style={{ fontSize: 14, marginTop: 0 }}>{t(TEXT.keys)}</p>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {a.review_state === 'correction' && a.correction_reason && (
        <Alert tone="info">{fill(t(TEXT.correctionOpen), { reason: a.correction_reason })}</Alert>
      )}
      {a.review_state === 'rejected' && a.status_reason && (
        <Alert tone="warning">{fill(t(TEXT.rejectedFor), { reason: a.status_reason })}</Alert>
      )}

      <Grid>
        <div>
          <ProfilePanel a={a} />
          <DocumentsPanel a={a} />
          {a.form_number !== null && <ScrutinyPanel studentId={a.id} onChange={load.reload} />}
          <AdmissionForm a={a} />
        </div>
        <div>
          <Panel title={t(TEXT.actions)}>
            {mayDecide ? (
              a.is_admission_fee_payed ? (
                <p>{t(TEXT.feePaid)}</p>
              ) : (
                <div style={{ display: 'grid', gap: 8 }}>
                  <Button variant="success" block onClick={() => setDecision('approve')}>
                    {t(TEXT.approve)}
                  </Button>
                  <Button variant="secondary" block onClick={() => setDecision('correction')}>
                    {t(TEXT.correction)}
                  </Button>
                  <Button variant="danger" block onClick={() => setDecision('reject')}>
                    {t(TEXT.reject)}
                  </Button>
                </div>
              )
            ) : (
              <p>{t(TEXT.readOnly)}</p>
            )}
          </Panel>
          <Panel title={t(TEXT.photoTitle)}>
            {a.profile_photo ? (
              <AuthorisedFile path={a.profile_photo} title={fill(t(TEXT.photo), { name: a.name })} height={240} />
            ) : (
              <p>{t(TEXT.noPhoto)}</p>
            )}
          </Panel>
        </div>
      </Grid>

      <TransactionsPanel a={a} />

      <StatusHistoryPanel a={a} />

      {decision && (
        <DecisionDialog
          decision={decision}
          applicant={a}
          onClose={() => setDecision(null)}
          onDone={(message) => {
            setDecision(null);
            setNotice(message);
            load.reload();
          }}
        />
      )}
    </>
  );
}

function StepButton({ id, query, label }: { id: number | null; query: string; label: string }) {
  if (!id) {
    return (
      <Button small variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link
      to={stepLink(id, query)}
      className="step-link"
      style={{ alignSelf: 'center', minHeight: 44, display: 'inline-flex', alignItems: 'center', padding: '0 8px' }}
    >
      {label}
    </Link>
  );
}
