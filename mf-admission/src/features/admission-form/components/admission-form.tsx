// The six-step admission form: a pure step machine (form-steps.ts) over the shared per-step field lists, each
// step validated on its own, the draft written at most every 500 ms as the student types, submit with progress.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Formik, getIn, useFormikContext } from 'formik';
import { navigateToUrl } from 'single-spa';
import {
  PORTAL_TOAST_MS,
  admissionFormEntries,
  withPercentages,
  withPermanentAddress,
  withProfile,
  type CatalogueCourse,
  type Student,
} from '@college/shared-types';
import { loadStudent, useApi, useShell, useText } from '@college/web-kit';
import type { ServerDraft } from '../api/draft';
import type { SavedForm } from '../api/get-own-form';
import { saveAdmission } from '../api/save-admission';
import { clearDraft } from '../draft-storage';
import {
  blockingStep,
  initialSteps,
  stepsReducer,
  toFormikErrors,
  validateFields,
  type StepErrors,
} from '../form-steps';
import { STEPS, firstStepWith, formSchema, payloadOf, stepErrorFields, type FormValues } from '../form-model';
import { DASHBOARD_PATH } from './access-gate';
import { BasicInfoStep } from './basic-info-step';
import { CorrectionNotice } from './correction-notice';
import { DeclarationStep } from './declaration-step';
import { DraftStatus } from './draft-status';
import { EducationStep } from './education-step';
import { EligibilityStep } from './eligibility-step';
import { ServerErrorsContext } from './fields';
import { firstOnPage, focusField } from './form-focus';
import { FormHeader } from './form-header';
import { initialState, type FormStart } from './form-start';
import { AddressSync, OthersStep } from './others-step';
import { StepNav, type StepState } from './step-nav';
import { SubmitStatus, type SubmitState } from './submit-status';
import { UploadStep } from './upload-step';
import { useDraftSaving } from './use-draft-saving';
import { useFieldErrors } from './use-field-errors';
import { useUploads } from './use-uploads';
import { Actions, Button, Card, Hint, Notice, Page, Sheet, StepHeading } from './ui';

// Kept here too for the callers that knew them from this file.
export { formFieldOf } from './form-start';
export { indiaClock } from './draft-status';
export { firstOnPage } from './form-focus';

interface Props {
  course: CatalogueCourse;
  year: number;
  user: Student;
  /** The submitted form, read back when the office asked for a correction. */
  saved?: SavedForm | null;
  /** The submitted form could not be read back. */
  savedFailed?: boolean;
  /** The draft kept on the server (values, step and the files uploaded to it); null when there is none or it could not be read. */
  serverDraft?: ServerDraft | null;
}

const ALL_FIELDS = STEPS.flatMap((s) => s.fields);
const fieldsOf = (step: number) => STEPS[step - 1]?.fields ?? [];

export function AdmissionForm({ course, year, user, saved, savedFailed = false, serverDraft }: Props) {
  const initial = useMemo(
    () => initialState(course, year, user, saved, serverDraft),
    [course, year, user, saved, serverDraft],
  );
  // Formik checks the fields of the open step only; the whole form is checked on submit.
  const openStep = useRef(initial.step);
  const validate = useCallback(
    async (values: FormValues) => toFormikErrors(await validateFields(formSchema, values, fieldsOf(openStep.current))),
    [],
  );
  return (
    <Formik<FormValues> initialValues={initial.values} validate={validate} onSubmit={() => undefined}>
      <FormBody
        course={course}
        year={year}
        user={user}
        initial={initial}
        openStep={openStep}
        savedFailed={savedFailed}
      />
    </Formik>
  );
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

function FormBody({
  course,
  year,
  user,
  initial,
  openStep,
  savedFailed,
}: Props & { initial: FormStart; openStep: { current: number } }) {
  const shell = useShell();
  const api = useApi();
  const { t } = useText();
  const formik = useFormikContext<FormValues>();
  const { values, errors, setErrors } = formik;
  const [{ step, passed }, dispatch] = useReducer(stepsReducer, initialSteps(initial.step));
  openStep.current = step;
  const { serverErrors, setServerErrors, clearServerError, serverContext, showServerErrors, touchFields, shownError } =
    useFieldErrors();
  const { uploaded, uploading, required, fileNames, missingUploadMessages, onUploading, onUploaded } = useUploads({
    course,
    user,
    initial,
    clearServerError,
  });
  /** The step Next (or a tab) asked for while a file was still uploading: opened once the uploads have ended. */
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const [submit, setSubmit] = useState<SubmitState>({ phase: 'idle' });
  const pendingFocus = useRef<string | null>(null);
  const firstRender = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { savedAt, storageOk, serverSavedAt, finish } = useDraftSaving({
    api,
    owner: user.email,
    course: course.code,
    year,
    values,
    step,
    files: fileNames,
    initialSavedAt: initial.savedAt,
  });

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
      if (first && first.id !== step) {
        pendingFocus.current = field ?? null;
        dispatch({ type: 'show', step: first.id });
      } else if (field) focusField(field);
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
    if (first.id !== step) {
      pendingFocus.current = field;
      dispatch({ type: 'show', step: first.id });
    } else if (field) window.setTimeout(() => focusField(field), 0);
  };

  const onFormSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field moves on a step; only the Submit button sends the form.
    if (step < STEPS.length) void goTo(step + 1);
  };

  const info = (STEPS[step - 1] ?? STEPS[0]) as (typeof STEPS)[number];
  const declared = values.agreed_to_declaration === '1';

  return (
    <ServerErrorsContext.Provider value={serverContext}>
      {/* The module's build is named for support and release checks only: a student never reads it. */}
      <Page data-module-version={__MODULE_VERSION__}>
        <Sheet>
          <FormHeader course={course} year={year} user={user} />

          {user.correction_reason && !user.is_admission_fee_payed && (
            <CorrectionNotice reason={user.correction_reason} failed={!!savedFailed} />
          )}

          {initial.savedAt && (
            <Notice $tone="info" data-testid="draft-restored">
              <p>
                {t({
                  en: 'Your saved answers were restored. Continue where you left off.',
                  hi: 'आपके सहेजे गए उत्तर वापस भर दिए गए हैं। जहाँ छोड़ा था वहीं से आगे बढ़ें।',
                })}
              </p>
            </Notice>
          )}

          <StepNav steps={STEPS} current={step} states={stepStates} onSelect={(s) => void goTo(s)} />

          <Card>
            <form noValidate onSubmit={onFormSubmit} aria-labelledby="step-heading">
              <AddressSync />
              <StepHeading id="step-heading" tabIndex={-1} ref={headingRef}>
                {t({
                  en: `Step ${info.id} of ${STEPS.length}: ${info.title}`,
                  hi: `चरण ${info.id} / ${STEPS.length}: ${info.hindi}`,
                })}
              </StepHeading>
              <Hint style={{ marginBottom: 12 }}>
                {t({ en: 'Fields marked * are required.', hi: '* चिह्नित फ़ील्ड आवश्यक हैं।' })}
              </Hint>

              {step === 1 && <BasicInfoStep course={course} />}
              {step === 2 && <EligibilityStep course={course} />}
              {step === 3 && <EducationStep course={course} />}
              {step === 4 && (
                <UploadStep
                  uploaded={uploaded}
                  stored={initial.stored}
                  required={required}
                  onUploaded={onUploaded}
                  onUploading={onUploading}
                />
              )}
              {step === 5 && <OthersStep />}
              {step === 6 && (
                <DeclarationStep course={course} steps={STEPS} files={uploaded} onEdit={(s) => void goTo(s)} />
              )}

              <Actions>
                <Button type="button" $variant="secondary" disabled={step === 1} onClick={() => void goTo(step - 1)}>
                  {t({ en: 'Previous', hi: 'पिछला' })}
                </Button>
                {step < STEPS.length ? (
                  <Button type="submit">{t({ en: 'Next', hi: 'अगला' })}</Button>
                ) : (
                  <Button
                    type="button"
                    disabled={!declared || submit.phase === 'sending'}
                    aria-describedby={declared ? undefined : 'submit-hint'}
                    onClick={() => void onSubmit()}
                  >
                    {t({ en: 'Submit', hi: 'जमा करें' })}
                  </Button>
                )}
              </Actions>
              <div role="status">
                {waitingFor !== null && (
                  <Notice $tone="info" data-testid="upload-wait" style={{ marginTop: 12 }}>
                    <p>
                      {t({
                        en: 'A file is still uploading. The form moves on as soon as it has arrived.',
                        hi: 'एक फ़ाइल अभी अपलोड हो रही है। उसके पहुँचते ही फ़ॉर्म आगे बढ़ जाएगा।',
                      })}
                    </p>
                  </Notice>
                )}
              </div>
              {step === STEPS.length && !declared && (
                <Hint id="submit-hint" style={{ textAlign: 'right', marginTop: 6 }}>
                  {t({ en: 'Tick the declaration to submit.', hi: 'जमा करने के लिए घोषणा स्वीकार करें।' })}
                </Hint>
              )}
            </form>
          </Card>

          <DraftStatus storageOk={storageOk} savedAt={savedAt} serverSavedAt={serverSavedAt} />
        </Sheet>
      </Page>
      <SubmitStatus state={submit} onClose={closeStatus} />
    </ServerErrorsContext.Provider>
  );
}
