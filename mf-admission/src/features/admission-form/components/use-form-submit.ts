// The admission form's submit: the whole form checked (every step and the required uploads), the form sent with
// its progress, then the dashboard on success, or the server's field errors shown on their fields; closing the
// result opens the first step that needs attention.
import { useState } from 'react';
import { useFormikContext } from 'formik';
import { navigateToUrl } from 'single-spa';
import {
  PORTAL_TOAST_MS,
  admissionFormEntries,
  withPercentages,
  withPermanentAddress,
  withProfile,
  type Student,
} from '@college/shared-types';
import { loadStudent, useApi, useShell } from '@college/web-kit';
import { saveAdmission } from '../api/save-admission';
import { clearDraft } from '../draft-storage';
import { toFormikErrors, validateFields } from '../form-steps';
import { STEPS, firstStepWith, formSchema, payloadOf, stepErrorFields, type FormValues } from '../form-model';
import { DASHBOARD_PATH } from './access-gate';
import { focusField } from './form-focus';
import type { SubmitState } from './submit-status';
import type { FieldErrors } from './use-field-errors';

const ALL_FIELDS = STEPS.flatMap((s) => s.fields);

interface SubmitInput {
  user: Student;
  /** The open step. */
  step: number;
  /** Opens a step, focusing this field there (null: the heading). */
  showStep: (target: number, field: string | null) => void;
  fieldErrors: FieldErrors;
  missingUploadMessages: () => Record<string, string>;
  /** Stops the draft being written or saved again. */
  finish: () => void;
}

export function useFormSubmit({ user, step, showStep, fieldErrors, missingUploadMessages, finish }: SubmitInput) {
  const shell = useShell();
  const api = useApi();
  const { values, setErrors } = useFormikContext<FormValues>();
  const { serverErrors, setServerErrors, showServerErrors, touchFields } = fieldErrors;
  const [submit, setSubmit] = useState<SubmitState>({ phase: 'idle' });

  const onSubmit = async () => {
    if (submit.phase === 'sending') return;
    // Nothing to send once the fee is paid: the form is final.
    if (user.is_admission_fee_payed) {
      navigateToUrl(DASHBOARD_PATH);
      return;
    }
    // Submitting checks the whole form, every step.
    const messages = await validateFields(formSchema, values, ALL_FIELDS);
    const missing = missingUploadMessages();
    if (Object.keys(missing).length) setServerErrors((e) => ({ ...e, ...missing }));
    Object.assign(messages, missing);
    const paths = Object.keys(messages);
    if (paths.length) {
      setErrors(toFormikErrors(messages));
      touchFields(paths);
      const first = firstStepWith(paths);
      const field = first ? stepErrorFields(first, paths)[0] : undefined;
      if (first && first.id !== step) showStep(first.id, field ?? null);
      else if (field) focusField(field);
      return;
    }
    const payload = payloadOf(withPercentages(withPermanentAddress(withProfile(values, user))));
    const form = new FormData();
    // The form alone: every file was uploaded to the draft when it was chosen, and the submit takes them from there.
    for (const [k, v] of admissionFormEntries(payload)) form.append(k, v);
    setSubmit({ phase: 'sending', progress: 0 });
    const outcome = await saveAdmission(api, form, (progress) => setSubmit({ phase: 'sending', progress }));
    if (outcome.kind === 'success') {
      finish();
      clearDraft(user.email);
      setSubmit({ phase: 'result', outcome });
      window.setTimeout(() => {
        // The dashboard shows the submitted form: the student is fetched again as the page changes.
        void loadStudent(shell, { force: true });
        navigateToUrl(DASHBOARD_PATH);
      }, PORTAL_TOAST_MS);
      return;
    }
    if (outcome.kind === 'validation') {
      const mapped = showServerErrors(outcome.errors);
      const orphans = Object.entries(mapped)
        .filter(([f]) => !firstStepWith([f]))
        .map(([, m]) => m);
      setSubmit({
        phase: 'result',
        outcome: { ...outcome, message: [outcome.message, ...orphans].filter(Boolean).join(' ') },
      });
      return;
    }
    setSubmit({ phase: 'result', outcome });
  };

  const closeStatus = () => {
    setSubmit({ phase: 'idle' });
    const fields = Object.keys(serverErrors);
    const first = firstStepWith(fields);
    if (!first) return;
    const field = stepErrorFields(first, fields)[0] ?? null;
    if (first.id !== step) showStep(first.id, field);
    else if (field) window.setTimeout(() => focusField(field), 0);
  };

  return { submit, onSubmit, closeStatus };
}
