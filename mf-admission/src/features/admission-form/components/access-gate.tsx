// Who may see the form: a visitor is asked to log in; a student the rules do not allow goes back to the dashboard.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@college/web-kit/routing';
import { navigateToUrl } from 'single-spa';
import { ACCESS_MESSAGES, admissionAccess, type Bilingual, type Student } from '@college/shared-types';
import { ModuleLink, loginPath, useText } from '@college/web-kit';
import type { StudentState } from '../hooks/use-student';
import { Button, Card, Heading, Notice, Page, Sheet, TextLink } from './ui';

export const DASHBOARD_PATH = '/student/dashboard';
/** Long enough to read the reason before the dashboard opens. */
export const DASHBOARD_REDIRECT_MS = 4000;

/** The gate's words, in the chosen language only (decision 031). */
export const GATE_TEXT = {
  title: { en: 'Admission Form', hi: 'प्रवेश आवेदन पत्र' },
  loading: { en: 'Loading...', hi: 'लोड हो रहा है...' },
  notLoaded: { en: 'Your details could not be loaded:', hi: 'आपका विवरण लोड नहीं हो सका:' },
  tryAgain: { en: 'Please try again.', hi: 'कृपया फिर से प्रयास करें।' },
  retry: { en: 'Retry', hi: 'फिर से प्रयास करें' },
  logIn: { en: 'Please log in to fill the admission form.', hi: 'प्रवेश आवेदन पत्र भरने के लिए कृपया लॉग इन करें।' },
  studentLogin: { en: 'Student Login', hi: 'छात्र लॉगिन' },
  takingBack: { en: 'Taking you back to the dashboard…', hi: 'आपको डैशबोर्ड पर ले जाया जा रहा है…' },
  dashboard: { en: 'Go to Dashboard', hi: 'डैशबोर्ड पर जाएँ' },
} satisfies Record<string, Bilingual>;

/** Why the form is not open, in both languages: the rules' English words (the API's too) with their Hindi. */
export const ACCESS_TEXT: Record<string, Bilingual> = {
  [ACCESS_MESSAGES.pending]: {
    en: ACCESS_MESSAGES.pending,
    hi: 'आपका पंजीकरण सत्यापन की प्रतीक्षा में है। स्वीकृति के बाद प्रवेश आवेदन पत्र खुलेगा।',
  },
  [ACCESS_MESSAGES.rejected]: {
    en: ACCESS_MESSAGES.rejected,
    hi: 'आपका पंजीकरण स्वीकृत नहीं हुआ, इसलिए प्रवेश आवेदन पत्र नहीं भरा जा सकता।',
  },
  [ACCESS_MESSAGES.profile]: {
    en: ACCESS_MESSAGES.profile,
    hi: 'प्रवेश आवेदन पत्र भरने से पहले अपनी प्रोफ़ाइल (पाठ्यक्रम, वर्ष, श्रेणी और फ़ोटो) पूरी करें।',
  },
  [ACCESS_MESSAGES.paid]: {
    en: ACCESS_MESSAGES.paid,
    hi: 'आपका प्रवेश शुल्क पहले ही जमा है। अपना आवेदन पत्र डैशबोर्ड से प्रिंट करें।',
  },
  [ACCESS_MESSAGES.course]: {
    en: ACCESS_MESSAGES.course,
    hi: 'आपकी प्रोफ़ाइल का पाठ्यक्रम प्रवेश के लिए खुला नहीं है। प्रोफ़ाइल में कोई पाठ्यक्रम चुनें।',
  },
};

export function GateFrame({ children }: { children: ReactNode }) {
  const { t } = useText();
  return (
    // The module's build is named for support and release checks only: a student never reads it.
    <Page data-module-version={__MODULE_VERSION__}>
      <Sheet style={{ maxWidth: 720 }}>
        <Card>
          <Heading>{t(GATE_TEXT.title)}</Heading>
          {children}
        </Card>
      </Sheet>
    </Page>
  );
}

function BackToDashboard({ message }: { message: string }) {
  const { t } = useText();
  useEffect(() => {
    const timer = window.setTimeout(() => navigateToUrl(DASHBOARD_PATH), DASHBOARD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <GateFrame>
      <Notice $tone="warning" role="alert" data-testid="admission-access-message">
        <p>{t(ACCESS_TEXT[message] ?? { en: message, hi: message })}</p>
        <p>{t(GATE_TEXT.takingBack)}</p>
      </Notice>
      <TextLink as={ModuleLink} href={DASHBOARD_PATH}>
        {t(GATE_TEXT.dashboard)}
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
  const { t, lang } = useText();
  if (state.status === 'loading') {
    return (
      <GateFrame>
        <p role="status">{t(GATE_TEXT.loading)}</p>
      </GateFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <GateFrame>
        <Notice $tone="error" role="alert">
          <p>
            {t(GATE_TEXT.notLoaded)} {lang === 'hi' ? t(GATE_TEXT.tryAgain) : state.message}
          </p>
        </Notice>
        <Button type="button" onClick={retry}>
          {t(GATE_TEXT.retry)}
        </Button>
      </GateFrame>
    );
  }
  if (state.status === 'anonymous') {
    return (
      <GateFrame>
        <Notice data-testid="admission-login-message">
          <p>{t(GATE_TEXT.logIn)}</p>
        </Notice>
        <TextLink as={ModuleLink} href={loginPath(formPath ?? '/admission-form')}>
          {t(GATE_TEXT.studentLogin)}
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
