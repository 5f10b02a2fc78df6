// A console action: runs a call, shows success as a toast, keeps the failure text and a 4xx's field errors in the
// console's language.
import { useState } from 'react';
import type { Label } from '@college/shared-types';
import { useErrorText, useText } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { failureText } from './format';

export function useAction(successTitle: Label) {
  const { t } = useText();
  const { fieldErrors } = useErrorText();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = async (call: () => Promise<unknown>, after?: () => void) => {
    setPending(true);
    setFailure(null);
    setErrors({});
    try {
      await call();
      toast.show({ kind: 'success', title: t(successTitle) });
      after?.();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureText(error, t));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, errors, run };
}
