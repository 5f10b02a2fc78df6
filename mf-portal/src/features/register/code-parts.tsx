// What an address verified by a code adds to /student/register: its field's lock, hint and Get code button, then
// the code box, the verified line and the reset (`use-code-verification.ts` runs the steps).
import styled from 'styled-components';
import { colors } from '@college/shared-types';
import { Button, TextField } from '@college/web-kit/ui';
import type { CodeVerification } from './use-code-verification';

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: -8px 0 16px;
  color: ${colors.success};
  font-weight: 700;
`;

const ResetRow = styled.div`
  margin: -8px 0 16px;
`;

/** The address field's part: read-only once a code is sent, green once verified, the code's hint, Get code. */
export function addressProps(flow: CodeVerification) {
  const { status, step, t, channel } = flow;
  return {
    readOnly: status.isReadonly,
    'aria-readonly': status.isReadonly || undefined,
    verified: status.isVerified,
    onKeyDown: flow.onAddressKey,
    hint: step === 'sent' ? t(channel.text.hint) : undefined,
    addon:
      step === 'not-sent' ? (
        <Button onClick={flow.send} pending={flow.busy === 'send'} variant="secondary">
          {t(channel.text.getCode)}
        </Button>
      ) : undefined,
  };
}

/** After the address field: the code box with its check while the code is awaited, then the verified line; the reset. */
export function CodeSteps({ flow }: { flow: CodeVerification }) {
  const { status, step, t, channel } = flow;
  return (
    <>
      {step === 'sent' && (
        <TextField
          label={t(channel.text.codeLabel)}
          name={channel.codeName}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={status.otp ?? ''}
          onChange={(e) => flow.typeCode(e.target.value)}
          onKeyDown={flow.onCodeKey}
          addon={
            <Button onClick={flow.verify} pending={flow.busy === 'verify'} variant="secondary">
              {t(channel.text.verify)}
            </Button>
          }
        />
      )}
      {step === 'verified' && (
        <Verified role="status">
          <span aria-hidden="true">✔</span> {t(channel.text.verified)}
        </Verified>
      )}
      {step !== 'not-sent' && (
        <ResetRow>
          <Button variant="link" small onClick={flow.reset}>
            {t(channel.text.reset)}
          </Button>
        </ResetRow>
      )}
    </>
  );
}
