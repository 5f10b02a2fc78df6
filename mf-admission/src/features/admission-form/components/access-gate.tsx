// Who may see the form: a visitor is asked to log in; a student the rules do not allow goes back to the dashboard.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { admissionAccess, type Student } from '@college/shared-types';
import { ModuleLink, loginPath } from '@college/web-kit';
import type { StudentState } from '../hooks/use-student';
import { Button, Card, Heading, Hindi, Notice, Page, Sheet, TextLink } from './ui';

export const DASHBOARD_PATH = '/student/dashboard';
/** Long enough to read the reason before the dashboard opens. */
export const DASHBOARD_REDIRECT_MS = 4000;

export function GateFrame({ children }: { children: ReactNode }) {
  return (
    // The module's build is named for support and release checks only: a student never reads it.
    <Page data-module-version={__MODULE_VERSION__}>
      <Sheet style={{ maxWidth: 720 }}>
        <Card>
          <Heading>Admission Form</Heading>
          <p style={{ marginTop: 0 }}>
            <Hindi>प्रवेश आवेदन पत्र</Hindi>
          </p>
          {children}
        </Card>
      </Sheet>
    </Page>
  );
}

function BackToDashboard({ message }: { message: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => navigateToUrl(DASHBOARD_PATH), DASHBOARD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <GateFrame>
      <Notice $tone="warning" role="alert" data-testid="admission-access-message">
        <p>{message}</p>
        <p>Taking you back to the dashboard…</p>
      </Notice>
      <TextLink as={ModuleLink} href={DASHBOARD_PATH}>
        Go to Dashboard
      </TextLink>
    </GateFrame>
  );
}

export function AccessGate({
  state,
  retry,
  formPath,
  children,
}: {
  state: StudentState;
  retry: () => void;
  /** The form this page shows; undefined on the entry page, which always moves on to the student's form. */
  formPath?: string;
  children?: (user: Student) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <GateFrame>
        <p role="status">Loading...</p>
      </GateFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <GateFrame>
        <Notice $tone="error" role="alert">
          <p>Your details could not be loaded: {state.message}</p>
        </Notice>
        <Button type="button" onClick={retry}>
          Retry
        </Button>
      </GateFrame>
    );
  }
  if (state.status === 'anonymous') {
    return (
      <GateFrame>
        <Notice data-testid="admission-login-message">
          <p>Please log in to fill the admission form.</p>
          <p lang="hi">प्रवेश आवेदन पत्र भरने के लिए कृपया लॉग इन करें।</p>
        </Notice>
        <TextLink as={ModuleLink} href={loginPath(formPath ?? '/admission-form')}>
          Student Login
        </TextLink>
      </GateFrame>
    );
  }
  const access = admissionAccess(state.user);
  if (access.kind === 'dashboard') return <BackToDashboard message={access.message} />;
  if (access.kind === 'login') return null;
  if (formPath !== access.path || !children) return <Navigate to={access.path} replace />;
  return <>{children(state.user)}</>;
}
