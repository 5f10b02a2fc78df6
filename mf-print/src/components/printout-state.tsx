// What a print page shows before its data: 'Loading...', a login link, or a message that reveals nothing of others.
import styled from 'styled-components';
import { colors, fonts } from '@college/shared-types';
import { ModuleLink, currentPage, loginPath } from '@college/web-kit';
import type { Printout } from '../lib/use-printout';

const Box = styled.div`
  font-family: ${fonts.body};
  max-width: 560px;
  margin: 48px auto;
  padding: 20px;
  background: var(--color-surface);
  border: 1px solid ${colors.border};
  border-radius: 8px;
  text-align: center;
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

export const LOGIN_MESSAGE = 'Please log in to see this printout.';
export const NOT_YOURS_MESSAGE = 'This printout is not available for your account.';

export function PrintoutState({ state }: { state: Exclude<Printout<unknown>, { status: 'ready' }> }) {
  if (state.status === 'loading') {
    return (
      <Box role="status" data-testid="printout-loading">
        Loading...
      </Box>
    );
  }
  if (state.status === 'login') {
    return (
      <Box role="alert">
        <p>{LOGIN_MESSAGE}</p>
        <ModuleLink href={loginPath(currentPage())}>Student Login</ModuleLink>
      </Box>
    );
  }
  return (
    <Box role="alert" data-testid="printout-refused">
      <p>{state.status === 'denied' ? NOT_YOURS_MESSAGE : `The printout could not be loaded: ${state.message}`}</p>
      <ModuleLink href="/student/dashboard">Go to Dashboard</ModuleLink>
    </Box>
  );
}
