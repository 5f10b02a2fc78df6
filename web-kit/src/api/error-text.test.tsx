import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES, apiErrorText } from '@college/shared-types';
import { testShell } from '../testing';
import { ShellProvider } from '../shell';
import { useErrorText } from '../text';
import { ApiRequestError, SERVER_TROUBLE, errorText, fieldErrorsText, toApiError } from './client';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiRequestError(status, String(body.message ?? ''), (body.errors as Record<string, string[]>) ?? {}, body);

describe("the client's error texts", () => {
  it("shows the answer's text of its code in the chosen language, with its numbers", () => {
    // As the API answers (api/src/plugins/errors.ts): both texts from the one catalogue.
    const wrong = refusal(401, {
      code: 'invalid_credentials',
      message: apiErrorText('invalid_credentials', 'en'),
      message_hi: apiErrorText('invalid_credentials', 'hi'),
    });
    expect(errorText(wrong, 'en', 'fallback')).toBe('Invalid email or password.');
    expect(errorText(wrong, 'hi', 'fallback')).toBe('ईमेल या पासवर्ड ग़लत है।');
    const otp = refusal(400, {
      code: 'otp_invalid',
      message: 'Invalid OTP. 2 attempts left.',
      message_hi: 'OTP ग़लत है। 2 प्रयास शेष हैं।',
      params: { attemptsLeft: 2 },
    });
    expect(otp.code).toBe('otp_invalid');
    expect(otp.params).toEqual({ attemptsLeft: 2 });
    expect(errorText(otp, 'hi', 'x')).toBe('OTP ग़लत है। 2 प्रयास शेष हैं।');
  });

  it("falls back to the answer's message_hi, then its message, then the caller's text", () => {
    const rule = refusal(422, {
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.fillAll,
      message_hi: 'कृपया सभी प्रविष्टियाँ भरें',
    });
    expect(errorText(rule, 'hi', 'x')).toBe('कृपया सभी प्रविष्टियाँ भरें');
    expect(errorText(rule, 'en', 'x')).toBe(ACCOUNT_MESSAGES.fillAll);
    const old = refusal(409, { message: 'An answer of an older server' });
    expect(errorText(old, 'hi', 'x')).toBe('An answer of an older server');
    const none = new ApiRequestError(0, 'No response received from server');
    expect(errorText(none, 'hi', { en: 'Server Busy', hi: 'सर्वर व्यस्त है' })).toBe('सर्वर व्यस्त है');
    expect(errorText(new Error('boom'), 'en', { en: 'Failed', hi: 'विफल' })).toBe('Failed');
  });

  it('never shows a bare "Error 401" / "Error 500": the caller\'s words for a refusal, plain words for trouble', () => {
    const wrong = { en: 'Invalid email or password.', hi: 'ईमेल या पासवर्ड ग़लत है।' };
    for (const body of [null, '', {}, { message: ' ' }]) {
      expect(errorText(toApiError({ status: 401, body }), 'en', wrong)).toBe(wrong.en);
      expect(errorText(toApiError({ status: 401, body }), 'hi', wrong)).toBe(wrong.hi);
      expect(errorText(toApiError({ status: 500, body }), 'en', wrong)).toBe(SERVER_TROUBLE.en);
      expect(errorText(toApiError({ status: 502, body }), 'hi', wrong)).toBe(SERVER_TROUBLE.hi);
    }
  });

  it('shows field errors in Hindi from errors_hi, or from the shared rules', () => {
    const withHi = refusal(422, {
      code: 'validation_failed',
      message: 'Please correct the highlighted fields.',
      errors: { email: [ACCOUNT_MESSAGES.email], name: ['Server words'] },
      errors_hi: { name: ['सर्वर के शब्द'] },
    });
    expect(fieldErrorsText(withHi, 'hi')).toEqual({ email: ['कृपया सही ईमेल पता लिखें'], name: ['सर्वर के शब्द'] });
    expect(fieldErrorsText(withHi, 'en')).toEqual({ email: [ACCOUNT_MESSAGES.email], name: ['Server words'] });
    expect(fieldErrorsText(new Error('x'), 'hi')).toEqual({});
  });

  it('useErrorText follows the shell language', () => {
    const shell = testShell();
    const wrapper = ({ children }: { children: ReactNode }) => <ShellProvider shell={shell}>{children}</ShellProvider>;
    const { result, rerender } = renderHook(() => useErrorText(), { wrapper });
    const wrong = refusal(401, {
      code: 'invalid_credentials',
      message: 'Invalid email or password.',
      message_hi: 'ईमेल या पासवर्ड ग़लत है।',
    });
    expect(result.current.errorText(wrong, 'x')).toBe('Invalid email or password.');
    shell.jotaiStore.set(shell.atoms.language, 'hi');
    rerender();
    expect(result.current.errorText(wrong, 'x')).toBe('ईमेल या पासवर्ड ग़लत है।');
    expect(result.current.ruleErrors({ phone: [ACCOUNT_MESSAGES.required] })).toEqual({
      phone: ['यह प्रविष्टि आवश्यक है'],
    });
  });
});
