// What a print page shows before its data: 'Loading...', a login link, or a message that reveals nothing of others,
// in the site's language.
import styled from 'styled-components';
import { fonts } from '@college/shared-types';
import { ModuleLink, currentPage, loginPath, tokens, useText } from '@college/web-kit';
import type { Printout } from '../lib/use-printout';
import { TEXT } from '../lib/texts';

const Box = styled.div`
  font-family: ${fonts.body};
  max-width: 560px;
  margin: 48px auto;
  padding: 20px;
  background: var(--color-surface);
  border: 1px solid ${tokens.color.border};
  border-radius: 8px;
  text-align: center;
  a {
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

export const LOGIN_MESSAGE = TEXT.login.en;
export const NOT_YOURS_MESSAGE = TEXT.notYours.en;

export function PrintoutState({ state }: { state: Exclude<Printout<unknown>, { status: 'ready' }> }) {
  const { t, lang } = useText();
  if (state.status === 'loading') {
    return (
      <Box role="status" data-testid="printout-loading">
        {t(TEXT.loading)}
      </Box>
    );
  }
  if (state.status === 'login') {
    return (
      <Box role="alert">
        <p>{t(TEXT.login)}</p>
        <ModuleLink href={loginPath(currentPage())}>{t(TEXT.studentLogin)}</ModuleLink>
      </Box>
    );
  }
  const message =
    state.status === 'denied'
      ? t(TEXT.notYours)
      : state.status === 'held'
        ? lang === 'hi' && state.messageHi
          ? state.messageHi
          : state.message
        : `${t(TEXT.failed)} ${lang === 'hi' && state.messageHi ? state.messageHi : state.message}`;
  return (
    <Box role="alert" data-testid="printout-refused">
      <p>{message}</p>
      <ModuleLink href="/student/dashboard">{t(TEXT.goDashboard)}</ModuleLink>
    </Box>
  );
}
