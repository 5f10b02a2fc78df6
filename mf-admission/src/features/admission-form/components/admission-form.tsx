// The six-step admission form: a pure step machine (form-steps.ts) over the shared per-step field lists, each
// step validated on its own, the draft written at most every 500 ms as the student types, submit with progress.
// This file is the Formik root and the page; what the page does is beside it, by what it does: the steps, moving
// between them and the focus (use-step-navigation.ts), the uploads and the checklist they tick (use-uploads.ts),
// the server's field errors (use-field-errors.ts), the submit (use-form-submit.ts), the draft (use-draft-saving.ts).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Formik, useFormikContext } from 'formik';
import type { CatalogueCourse, Student } from '@college/shared-types';
import { useApi, useFormTakeOver, useText } from '@college/web-kit';
import type { ServerDraft } from '../api/draft';
import type { SavedForm } from '../api/get-own-form';
import { toFormikErrors, validateFields } from '../form-steps';
import { STEPS, formSchema, type FormValues } from '../form-model';
import { BasicInfoStep } from './basic-info-step';
import { CorrectionNotice } from './correction-notice';
import { DeclarationStep } from './declaration-step';
import { DraftStatus } from './draft-status';
import { EducationStep } from './education-step';
import { EligibilityStep } from './eligibility-step';
import { ServerErrorsContext } from './fields';
import { selectsChangedInPage } from './selects-changed';
import { FormHeader } from './form-header';
import { initialState, type FormStart } from './form-start';
import { AddressSync, OthersStep } from './others-step';
import { StepNav } from './step-nav';
import { SubmitStatus } from './submit-status';
import { UploadStep } from './upload-step';
import { useDraftSaving } from './use-draft-saving';
import { useFieldErrors } from './use-field-errors';
import { useFormSubmit } from './use-form-submit';
import { useStepNavigation } from './use-step-navigation';
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

function FormBody({
  course,
  year,
  user,
  initial,
  openStep,
  savedFailed,
}: Props & { initial: FormStart; openStep: { current: number } }) {
  const api = useApi();
  const { t } = useText();
  const { values, setFieldValue } = useFormikContext<FormValues>();
  // A step rendered on the server (decision 040): text typed before the page was live goes into the form's state,
  // and Enter pressed then (held by the page) moves on once it is; a tick or a choice is a press, made again.
  const formRef = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(formRef, (name, value) => {
    if (typeof value === 'string') void setFieldValue(name, value, false);
  });
  useEffect(() => {
    if (formRef.current)
      for (const [name, value] of selectsChangedInPage(formRef.current)) void setFieldValue(name, value, false);
    // Once, when the form is first handled by React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fieldErrors = useFieldErrors();
  const uploads = useUploads({ course, user, initial, clearServerError: fieldErrors.clearServerError });
  const { uploaded, required, onUploaded, onUploading } = uploads;
  const { step, stepStates, waitingFor, headingRef, goTo, showStep, onFormSubmit } = useStepNavigation({
    initial,
    openStep,
    fieldErrors,
    uploads,
  });
  const { savedAt, storageOk, serverSavedAt, finish } = useDraftSaving({
    api,
    owner: user.email,
    course: course.code,
    year,
    values,
    step,
    files: uploads.fileNames,
    initialSavedAt: initial.savedAt,
  });
  const { submit, onSubmit, closeStatus } = useFormSubmit({
    user,
    step,
    showStep,
    fieldErrors,
    missingUploadMessages: uploads.missingUploadMessages,
    finish,
  });

  const info = (STEPS[step - 1] ?? STEPS[0]) as (typeof STEPS)[number];
  const declared = values.agreed_to_declaration === '1';

  return (
    <ServerErrorsContext.Provider value={fieldErrors.serverContext}>
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
            <form ref={formRef} {...takeOver} noValidate onSubmit={onFormSubmit} aria-labelledby="step-heading">
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
