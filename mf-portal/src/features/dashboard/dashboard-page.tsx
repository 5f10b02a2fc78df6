// /student/dashboard: the student's details, applications and payments, the profile dialog and Logout (SPEC §2, §4).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@college/web-kit/routing';
import styled from 'styled-components';
import { colors, decisionNotice, LOGOUT_DELAY_MS, up, type Student } from '@college/shared-types';
import { endSession, useApi, useShell, useText } from '@college/web-kit';
import { Button } from '@college/web-kit/ui';
import { PageSpinner } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { usePrivateImage } from '../../lib/use-private-image';
import { useStudent } from '../../lib/use-student';
import { logout } from './api/logout';
import { ApplicationsCard } from './components/applications-card';
import { DecisionNotice } from './components/decision-notice';
import { ScrutinyCard } from './components/scrutiny-card';
import { OfferCard } from './components/offer-card';
import { JourneyTracker } from './components/journey-tracker';
import { PortalHeader } from './components/portal-header';
import { StudentDetailsCard } from './components/student-details-card';
import { TransactionsCard } from './components/transactions-card';
import { SubmittedNotice } from './components/submitted-notice';
import { DASHBOARD_TEXT as T } from './texts';
import { DashboardStateProvider, useStudentDashboardState } from './dashboard-state';

const Page = styled.div`
  min-height: 100vh;
  background: ${colors.background};
`;

const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 8px 24px;
  display: grid;
  gap: 16px;
  ${up('sm')} {
    padding: 24px 16px 32px;
  }
  ${up('md')} {
    grid-template-columns: 320px minmax(0, 1fr);
    align-items: start;
  }
`;

/** The office's decision comes first, above the cards, on a phone as on a wide screen. */
const Top = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 8px 0;
  ${up('sm')} {
    padding: 24px 16px 0;
  }
  > section {
    margin-bottom: 0;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Failed = styled.div`
  max-width: 480px;
  margin: 80px auto;
  padding: 24px;
  text-align: center;
  background: var(--color-surface);
  border-radius: 10px;
`;

/** What the dashboard needs to open the profile dialog, which another feature provides. */
export interface ProfileDialogProps {
  student: Student;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

export interface DashboardPageProps {
  renderProfileDialog: (props: ProfileDialogProps) => ReactNode;
}

export function DashboardPage({ renderProfileDialog }: DashboardPageProps) {
  const { t, lang } = useText();
  usePageTitle(t(T.pageTitle));
  const shell = useShell();
  const api = useApi();
  const navigate = useNavigate();
  const { student, loading, reload } = useStudent();
  // The one state every card reads (decision 030), with the gateway's answer about a pending payment.
  const state = useStudentDashboardState(student, reload);
  // Fetched once with the token for the header and the details card.
  const photo = usePrivateImage(student?.profile_photo);
  const [profileOpen, setProfileOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function onLogout() {
    setLeaving(true);
    // The request carries the token before it is forgotten; its answer does not matter to the student.
    logout(api).catch((error: unknown) => console.error('logout', error));
    // The token, the student in the site state and any admission draft end here.
    endSession(shell);
    timer.current = setTimeout(() => navigate('/student/login', { replace: true }), LOGOUT_DELAY_MS);
  }

  if (leaving) return <PageSpinner label={t(T.loggingOut)} />;
  if (loading) return <PageSpinner label={t(T.loading)} />;
  if (!student || !state) {
    return (
      <Failed role="alert" lang={lang}>
        <p>{t(T.loadFailed)}</p>
        <Button onClick={() => void reload()}>{t(T.tryAgain)}</Button>
      </Failed>
    );
  }

  return (
    <Page lang={lang}>
      <PortalHeader student={student} photo={photo} onLogout={onLogout} />
      <DashboardStateProvider value={state}>
        {decisionNotice(student) ? (
          <Top>
            <DecisionNotice student={student} />
          </Top>
        ) : null}
        <Grid>
          <StudentDetailsCard student={student} photo={photo} onEditProfile={() => setProfileOpen(true)} />
          <Column>
            <SubmittedNotice student={student} state={state} />
            <JourneyTracker state={state} />
            <OfferCard student={student} />
            <ApplicationsCard student={student} state={state} />
            <ScrutinyCard student={student} />
            <TransactionsCard student={student} />
          </Column>
        </Grid>
      </DashboardStateProvider>
      {profileOpen &&
        renderProfileDialog({
          student,
          onClose: () => setProfileOpen(false),
          onSaved: reload,
        })}
    </Page>
  );
}
