// The admission form's steps: which one is open and which were passed (the pure machine of form-steps.ts), each
// step's state in the step list, moving on (each step crossed is checked on its own; going on past the uploads
// while a file is still uploading waits for it) and where focus goes when the step changes.
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { getIn, useFormikContext } from 'formik';
import {
  blockingStep,
  initialSteps,
  stepsReducer,
  toFormikErrors,
  validateFields,
  type StepErrors,
} from '../form-steps';
import { STEPS, formSchema, type FormValues } from '../form-model';
import { firstOnPage, focusField } from './form-focus';
import type { FormStart } from './form-start';
import type { StepState } from './step-nav';
import type { FieldErrors } from './use-field-errors';
import type { Uploads } from './use-uploads';

interface NavigationInput {
  initial: FormStart;
  /** The step Formik validates: kept on the open step. */
  openStep: { current: number };
  fieldErrors: FieldErrors;
  uploads: Pick<Uploads, 'uploading' | 'missingUploadMessages'>;
}

/** The errors of each step from a map of field messages. */
function byStep(messages: Record<string, string>): StepErrors {
  const out: Record<number, string[]> = {};
  for (const s of STEPS) {
    const bad = s.fields.filter((f) => f in messages);
    if (bad.length) out[s.id] = bad;
  }
  return out;
}

export function useStepNavigation({ initial, openStep, fieldErrors, uploads }: NavigationInput) {
  const { values, errors, setErrors } = useFormikContext<FormValues>();
  const { serverErrors, setServerErrors, touchFields, shownError } = fieldErrors;
  const { uploading, missingUploadMessages } = uploads;
  const [{ step, passed }, dispatch] = useReducer(stepsReducer, initialSteps(initial.step));
  openStep.current = step;
  /** The step Next (or a tab) asked for while a file was still uploading: opened once the uploads have ended. */
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const firstRender = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each step change moves focus to the step's heading, or to the field that needs attention.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const field = pendingFocus.current;
    pendingFocus.current = null;
    if (field) window.setTimeout(() => focusField(field), 0);
    else headingRef.current?.focus();
  }, [step]);

  const stepStates: Record<number, StepState> = {};
  for (const s of STEPS) {
    const shown = s.fields.some(shownError);
    const any = s.fields.some((f) => !!getIn(errors, f) || !!serverErrors[f]);
    const done = passed.includes(s.id);
    if (shown || (done && any)) stepStates[s.id] = 'error';
    else if (done && !any) stepStates[s.id] = 'complete';
    else stepStates[s.id] = s.id === step ? 'open' : 'todo';
  }

  /** Moves to a step; going forward, each step on the way is checked on its own and must be free of errors. */
  const goTo = async (target: number) => {
    const crossed = target > step ? STEPS.filter((s) => s.id >= step && s.id < target) : STEPS.slice(step - 1, step);
    // Going on past the uploads while a file is still on its way waits for it: a required file counts once it has
    // arrived, and one that fails is then named on its field.
    if (target > step && uploading.length > 0 && crossed.some((s) => s.key === 'upload_section')) {
      setWaitingFor(target);
      return;
    }
    setWaitingFor(null);
    const messages: Record<string, string> = {};
    for (const s of crossed) Object.assign(messages, await validateFields(formSchema, values, s.fields));
    const uploadsChecked = crossed.some((s) => s.key === 'upload_section') && target > step;
    const missing = uploadsChecked ? missingUploadMessages() : {};
    if (Object.keys(missing).length) setServerErrors((e) => ({ ...e, ...missing }));
    Object.assign(messages, missing);
    for (const f of Object.keys(serverErrors)) messages[f] = serverErrors[f] as string;
    const stepErrors = byStep(messages);
    const blocked = target > step ? blockingStep({ step, passed }, target, stepErrors) : null;
    dispatch({ type: 'go', target, errors: stepErrors });
    if (blocked === null) return;
    const bad = stepErrors[blocked] ?? [];
    setErrors(toFormikErrors(messages));
    touchFields(bad);
    // The step's own field order decides which comes first on a step not yet shown; on the page, the page's order.
    const ordered = (STEPS[blocked - 1]?.fields ?? []).filter((f) => bad.includes(f));
    const first = ordered[0] ?? bad[0];
    if (blocked === step) focusField(firstOnPage(ordered.length ? ordered : bad) ?? (first as string));
    else pendingFocus.current = first as string;
  };

  const goToLatest = useRef(goTo);
  goToLatest.current = goTo;
  // The uploads have ended: the step asked for meanwhile is opened, checked on what has arrived.
  useEffect(() => {
    if (waitingFor === null || uploading.length > 0) return;
    void goToLatest.current(waitingFor);
  }, [waitingFor, uploading]);

  /** Opens a step that needs attention (a server error, a failed submit), focusing this field (null: the heading) there. */
  const showStep = (target: number, field: string | null) => {
    pendingFocus.current = field;
    dispatch({ type: 'show', step: target });
  };

  const onFormSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field moves on a step; only the Submit button sends the form.
    if (step < STEPS.length) void goTo(step + 1);
  };

  return { step, stepStates, waitingFor, headingRef, goTo, showStep, onFormSubmit };
}
