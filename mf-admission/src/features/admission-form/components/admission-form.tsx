// The six-step admission form: a pure step machine (form-steps.ts) over the shared per-step field lists, each
// step validated on its own, the draft written at most every 500 ms as the student types, submit with progress.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Formik, getIn, setIn, useFormikContext, type FormikTouched } from 'formik';
import { navigateToUrl } from 'single-spa';
import {
  ACADEMIC_LEVEL_NAMES,
  OPTIONS,
  PORTAL_TOAST_MS,
  REQUIRED_UPLOAD_MESSAGE,
  SERVER_DRAFT_SAVE_MS,
  admissionFormEntries,
  missingUploads,
  requiredUploads,
  mergeDraftValues,
  partLabel,
  withPercentages,
  withPermanentAddress,
  withProfile,
  type AdmissionFileField,
  type CatalogueCourse,
  type DraftFile,
  type Student,
} from '@college/shared-types';
import { ModuleLink, loadStudent, useAcademicSession, useApi, useShell, useText } from '@college/web-kit';
import { saveServerDraft, type ServerDraft } from '../api/draft';
import type { SavedForm } from '../api/get-own-form';
import { saveAdmission } from '../api/save-admission';
import { DRAFT_WRITE_MS, clearDraft, readDraft, writeDraft } from '../draft-storage';
import {
  blockingStep,
  initialSteps,
  stepsReducer,
  toFormikErrors,
  validateFields,
  type StepErrors,
} from '../form-steps';
import {
  DOCUMENT_OF,
  STEPS,
  emptyFormValues,
  firstStepWith,
  formSchema,
  payloadOf,
  stepErrorFields,
  type FormValues,
} from '../form-model';
import { DASHBOARD_PATH } from './access-gate';
import { BasicInfoStep } from './basic-info-step';
import { CorrectionNotice } from './correction-notice';
import { DeclarationStep } from './declaration-step';
import { EducationStep } from './education-step';
import { EligibilityStep } from './eligibility-step';
import { ServerErrorsContext, fieldId } from './fields';
import { AddressSync, OthersStep } from './others-step';
import { StepNav, type StepState } from './step-nav';
import { SubmitStatus, type SubmitState } from './submit-status';
import { UploadStep, type UploadedFiles } from './upload-step';
import { Actions, Button, Card, Heading, Hint, Notice, Page, Sheet, StepHeading, TextLink } from './ui';

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

/** Server field names as the form knows them: 'weightage[]' is 'weightage', 'intermediate[subject]' is 'intermediate.subject'. */
export function formFieldOf(key: string): string {
  return key.replace(/\[\]$/, '').replace(/\[(\w+)\]/g, '.$1');
}

function initialState(
  course: CatalogueCourse,
  year: number,
  user: Student,
  saved?: SavedForm | null,
  serverDraft?: ServerDraft | null,
) {
  const local = readDraft<Record<string, unknown>>(user.email);
  // The server's draft wins when it is newer than this device's (the student went on on another device).
  const remote =
    serverDraft?.values && serverDraft.updated_at && (!local?.savedAt || serverDraft.updated_at > local.savedAt)
      ? {
          values: serverDraft.values,
          step: serverDraft.step,
          course: course.code,
          year,
          savedAt: serverDraft.updated_at,
          files: {} as Record<string, string>,
        }
      : null;
  const draft = remote ?? local;
  const empty = emptyFormValues(course.code);
  // A draft is the newest work; without one, a form reopened for a correction starts from what was sent.
  const start = draft?.values ?? (saved?.values as Record<string, unknown> | undefined);
  const merged = start ? mergeDraftValues(empty, start) : empty;
  const values = withPercentages(withPermanentAddress(withProfile({ ...merged, course: course.code }, user)));
  // A draft of another course keeps the answers but starts again at the first step.
  const sameForm = !!draft && draft.course === course.code && draft.year === year;
  return {
    values,
    step: sameForm ? (draft?.step ?? 1) : 1,
    uploaded: Object.fromEntries((serverDraft?.files ?? []).map((f) => [f.field, f])) as UploadedFiles,
    savedAt: draft?.savedAt || null,
    // Files already stored with the submitted form: kept unless the student chooses another.
    stored: Object.fromEntries((saved?.files ?? []).map((f) => [f.field, f.document_link])) as Record<string, string>,
  };
}

function focusField(name: string) {
  const el = document.getElementById(fieldId(name));
  if (!el) return;
  const target = el.tagName === 'FIELDSET' ? el.querySelector<HTMLElement>('input:not([disabled])') : el;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** A time as the student reads it: HH:mm in India time (UTC+5:30 all year), the same in both languages. */
export function indiaClock(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + 330 * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Of these fields, the one shown first on the page (the order of the page, not of the rules' messages). */
export function firstOnPage(fields: readonly string[]): string | undefined {
  const shown = fields
    .map((name) => ({ name, el: document.getElementById(fieldId(name)) }))
    .filter((f): f is { name: string; el: HTMLElement } => f.el !== null);
  shown.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return shown[0]?.name ?? fields[0];
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
}: Props & { initial: ReturnType<typeof initialState>; openStep: { current: number } }) {
  const shell = useShell();
  const api = useApi();
  const { t } = useText();
  const academicSession = useAcademicSession();
  const formik = useFormikContext<FormValues>();
  const { values, errors, touched, submitCount, setErrors, setFieldError, setFieldValue, setTouched } = formik;
  const [{ step, passed }, dispatch] = useReducer(stepsReducer, initialSteps(initial.step));
  openStep.current = step;
  const [uploaded, setUploaded] = useState<UploadedFiles>(initial.uploaded);
  const required = useMemo(() => requiredUploads(course.code, user.category), [course.code, user.category]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  /** The uploads on their way to the server. */
  const [uploading, setUploading] = useState<readonly AdmissionFileField[]>([]);
  /** The step Next (or a tab) asked for while a file was still uploading: opened once the uploads have ended. */
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const [submit, setSubmit] = useState<SubmitState>({ phase: 'idle' });
  const [savedAt, setSavedAt] = useState<string | null>(initial.savedAt);
  const [storageOk, setStorageOk] = useState(true);
  const finished = useRef(false);
  const pendingFocus = useRef<string | null>(null);
  const firstRender = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const clearServerError = useCallback(
    (field: string) =>
      setServerErrors((e) => {
        if (!(field in e)) return e;
        const next = { ...e };
        delete next[field];
        return next;
      }),
    [],
  );
  const serverContext = useMemo(
    () => ({ errors: serverErrors, clear: clearServerError }),
    [serverErrors, clearServerError],
  );

  const fileNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const [k, f] of Object.entries(uploaded)) if (f) names[k] = f.name;
    return names;
  }, [uploaded]);

  /** The required uploads still missing (neither uploaded to the draft nor stored with the submitted form), as field messages. */
  const missingUploadMessages = (): Record<string, string> => {
    const present = [...Object.keys(uploaded), ...Object.keys(initial.stored)];
    return Object.fromEntries(
      missingUploads(course.code, user.category, present).map((f) => [f, REQUIRED_UPLOAD_MESSAGE.en]),
    );
  };

  // The draft follows the changes, written at most every 500 ms (and once more when the form closes); after a
  // successful submit nothing is written again.
  const latest = useRef({ values, step, files: fileNames });
  latest.current = { values, step, files: fileNames };
  const draftTimer = useRef<number | null>(null);
  const writeLatest = useCallback(() => {
    draftTimer.current = null;
    if (finished.current) return;
    const now = new Date().toISOString();
    const ok = writeDraft({ owner: user.email, course: course.code, year, ...latest.current, savedAt: now });
    setStorageOk(ok);
    if (ok) setSavedAt(now);
  }, [user.email, course.code, year]);
  useEffect(() => {
    if (draftTimer.current === null) draftTimer.current = window.setTimeout(writeLatest, DRAFT_WRITE_MS);
  }, [values, step, fileNames, writeLatest]);
  // A pending write is done at once when the form closes or the page goes away (a reload, a closed tab).
  useEffect(() => {
    const flush = () => {
      if (draftTimer.current === null) return;
      window.clearTimeout(draftTimer.current);
      writeLatest();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeLatest]);

  // The draft on the server (so a reload or another device finds it): saved every few seconds while the student types,
  // and at once when the step changes. A refusal (the form closed meanwhile) is left to the submit to explain.
  const serverTimer = useRef<number | null>(null);
  const [serverSavedAt, setServerSavedAt] = useState<string | null>(null);
  const saveToServer = useCallback(() => {
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    serverTimer.current = null;
    if (finished.current) return;
    const { values: v, step: s } = latest.current;
    saveServerDraft(api, JSON.parse(JSON.stringify(v)) as Record<string, unknown>, s).then(
      (at) => setServerSavedAt(at),
      () => undefined,
    );
  }, [api]);
  const firstServerSave = useRef(true);
  useEffect(() => {
    if (firstServerSave.current) {
      firstServerSave.current = false;
      return;
    }
    if (serverTimer.current === null) serverTimer.current = window.setTimeout(saveToServer, SERVER_DRAFT_SAVE_MS);
  }, [values, saveToServer]);
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    saveToServer();
  }, [step, saveToServer]);
  useEffect(
    () => () => {
      if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    },
    [],
  );

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

  const touchFields = useCallback(
    (fields: readonly string[]) => {
      let next: FormikTouched<FormValues> = touched;
      for (const f of fields) next = setIn(next, f, true);
      void setTouched(next, false);
    },
    [touched, setTouched],
  );

  const shownError = (field: string) =>
    !!serverErrors[field] || (!!getIn(errors, field) && (!!getIn(touched, field) || submitCount > 0));

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

  // An uploaded document is ticked in the checklist; removing the file leaves the tick to the student. Ticked after
  // the render that has the file, on the values of that render: several uploads ending together each keep theirs.
  const ticked = useRef(uploaded);
  const attachments = values.attachments;
  useEffect(() => {
    const before = ticked.current;
    ticked.current = uploaded;
    const arrived = Object.entries(uploaded).flatMap(([f, file]) => {
      const doc = (DOCUMENT_OF as Record<string, string | undefined>)[f];
      return file && file !== before[f as AdmissionFileField] && doc ? [doc] : [];
    });
    if (arrived.some((doc) => !attachments.includes(doc as (typeof attachments)[number]))) {
      void setFieldValue(
        'attachments',
        OPTIONS.attachments.filter((a) => arrived.includes(a) || attachments.includes(a)),
      );
    }
  }, [uploaded, attachments, setFieldValue]);

  const goToLatest = useRef(goTo);
  goToLatest.current = goTo;
  // The uploads have ended: the step asked for meanwhile is opened, checked on what has arrived.
  useEffect(() => {
    if (waitingFor === null || uploading.length > 0) return;
    void goToLatest.current(waitingFor);
  }, [waitingFor, uploading]);

  const onUploading = useCallback((field: AdmissionFileField, busy: boolean) => {
    setUploading((u) => (busy ? (u.includes(field) ? u : [...u, field]) : u.filter((f) => f !== field)));
  }, []);

  const onUploaded = (field: AdmissionFileField, file: DraftFile | null) => {
    setUploaded((u) => {
      const next = { ...u };
      if (file) next[field] = file;
      else delete next[field];
      return next;
    });
    // A file that has arrived answers "it is required", whenever Next asked for it.
    if (file) {
      clearServerError(field);
      setFieldError(field, undefined);
    }
  };

  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const mapped: Record<string, string> = {};
    for (const [k, list] of Object.entries(fieldErrors)) {
      if (list?.[0]) mapped[formFieldOf(k)] = list[0];
    }
    setServerErrors(mapped);
    return mapped;
  };

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
      finished.current = true;
      if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
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
          <Card as="header" data-testid="admission-form-header">
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
              <div>
                <Heading>{t({ en: 'Admission Form', hi: 'प्रवेश आवेदन पत्र' })}</Heading>
                <Hint>{t({ en: `Academic year ${academicSession}`, hi: `शैक्षणिक सत्र ${academicSession}` })}</Hint>
              </div>
              <TextLink as={ModuleLink} href={DASHBOARD_PATH} style={{ alignSelf: 'flex-start' }}>
                ← {t({ en: 'Dashboard', hi: 'डैशबोर्ड' })}
              </TextLink>
            </div>
            <p style={{ margin: '12px 0 4px', fontSize: 17 }}>
              <strong data-testid="form-course-name">
                {t({ en: course.name, hi: course.second_name || course.name })}
              </strong>
            </p>
            <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: 14 }}>
              <span>
                {t({ en: 'Code', hi: 'कोड' })}:{' '}
                <strong data-testid="form-course-code" data-code translate="no">
                  {course.code}
                </strong>
              </span>
              <span>
                {t({ en: 'Level', hi: 'स्तर' })}:{' '}
                <strong data-testid="form-course-level">
                  {t(ACADEMIC_LEVEL_NAMES[course.type] ?? { en: course.type, hi: course.type })}
                </strong>
              </span>
              <span>
                <strong data-testid="form-course-part">{t({ en: partLabel(year), hi: `भाग ${year}` })}</strong>
              </span>
              <span>
                {t({ en: 'Student', hi: 'विद्यार्थी' })}: <strong>{user.name}</strong>
              </span>
            </p>
          </Card>

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

          <Hint data-testid="draft-status" style={{ textAlign: 'center' }}>
            {storageOk
              ? t({
                  en: `Your answers are saved on this device as you type${savedAt ? ` (last saved ${indiaClock(savedAt)})` : ''}.`,
                  hi: `आपके उत्तर लिखते समय इस उपकरण पर सहेजे जाते हैं${savedAt ? ` (अंतिम बार ${indiaClock(savedAt)})` : ''}।`,
                })
              : t({
                  en: 'This browser does not allow saving a draft on this device.',
                  hi: 'यह ब्राउज़र इस उपकरण पर ड्राफ़्ट सहेजने नहीं देता।',
                })}{' '}
            {serverSavedAt &&
              t({
                en: 'Your form and files are also kept on the college server: sign in on any device to continue.',
                hi: 'आपका फ़ॉर्म और फ़ाइलें महाविद्यालय के सर्वर पर भी सुरक्षित हैं: किसी भी उपकरण पर लॉग इन करके आगे भरें।',
              })}
          </Hint>
        </Sheet>
      </Page>
      <SubmitStatus state={submit} onClose={closeStatus} />
    </ServerErrorsContext.Provider>
  );
}
