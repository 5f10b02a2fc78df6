// The profile dialog (Complete Profile / Edit profile) with the rules of SPEC §5 and a real upload progress bar.
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  colors,
  completeProfileSchema,
  coursesForLevel,
  isCategoryLocked,
  CATEGORY_NAMES,
  isFeeFixed,
  FEE_LOCK_TEXT,
  isProfileComplete,
  needsRollNumber,
  normaliseProfileDraft,
  OPTIONS,
  photoProblem,
  PHOTO_TYPE_MESSAGE,
  profileDraftFrom,
  up,
  validatePayload,
  type AcademicLevel,
  type ProfileDraft,
  type Student,
} from '@college/shared-types';
import { Button, FileChooser } from '@college/web-kit/ui';
import { ErrorList, FieldBox, RadioGroup, SelectField, TextField } from '@college/web-kit/ui';
import { Alert, Modal } from '@college/web-kit/ui';
import { isNoAnswer, texts, useApi, useErrorText, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { completeProfile } from './api/complete-profile';

const Columns = styled.div`
  display: grid;
  gap: 0 20px;
  ${up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PhotoRow = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  flex-wrap: wrap;
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
    font: inherit;
  }
  input[type='file']::file-selector-button {
    min-height: 44px;
    margin-right: 12px;
    padding: 8px 16px;
    border: 2px solid ${colors.primary};
    border-radius: 6px;
    background: var(--color-surface);
    color: ${colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Preview = styled.img`
  width: 96px;
  height: 116px;
  object-fit: cover;
  border-radius: 6px;
  border: 2px solid ${colors.border};
`;

const Progress = styled.div`
  margin: 8px 0 16px;
  progress {
    width: 100%;
    height: 14px;
    accent-color: ${colors.success};
  }
  span {
    font-size: 14px;
    color: ${colors.muted};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 8px;
`;

const PHOTO_MESSAGE = PHOTO_TYPE_MESSAGE;

const TEXT = texts({
  completeYourProfile: { en: 'Complete Your Profile', hi: 'अपनी प्रोफ़ाइल पूरी करें' },
  saved: { en: 'Profile Complete successfully', hi: 'प्रोफ़ाइल सफलतापूर्वक पूरी हो गई' },
  serverBusy: { en: 'Server Busy', hi: 'सर्वर व्यस्त है' },
  tryLater: { en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर प्रयास करें।' },
  editProfile: { en: 'Edit profile', hi: 'प्रोफ़ाइल बदलें' },
  completeProfile: { en: 'Complete Profile', hi: 'प्रोफ़ाइल पूरी करें' },
  correctFields: { en: 'Please correct the marked fields', hi: 'कृपया चिह्नित प्रविष्टियाँ ठीक करें' },
  correctFieldsText: {
    en: 'Each marked field says what to change.',
    hi: 'हर चिह्नित प्रविष्टि के नीचे लिखा है कि क्या बदलना है।',
  },
  gender: { en: 'Gender', hi: 'लिंग' },
  male: { en: 'Male', hi: 'पुरुष' },
  female: { en: 'Female', hi: 'महिला' },
  other: { en: 'Other', hi: 'अन्य' },
  residentOfUp: { en: 'Resident of UP?', hi: 'क्या आप उत्तर प्रदेश के निवासी हैं?' },
  yes: { en: 'Yes', hi: 'हाँ' },
  no: { en: 'No', hi: 'नहीं' },
  category: { en: 'Category', hi: 'वर्ग' },
  selectCategory: { en: 'Select category', hi: 'वर्ग चुनें' },
  categoryLocked: {
    en: 'Students who are not residents of UP are admitted in GENERAL.',
    hi: 'उत्तर प्रदेश के बाहर के निवासी विद्यार्थियों का प्रवेश सामान्य (GENERAL) वर्ग में होता है।',
  },
  ewsProof: {
    en: 'EWS: upload your income and asset certificate with the admission form.',
    hi: 'EWS: प्रवेश फ़ॉर्म के साथ अपना आय एवं संपत्ति प्रमाण पत्र अपलोड करें।',
  },
  academicLevel: { en: 'Academic Level', hi: 'शैक्षणिक स्तर' },
  ug: { en: 'UG (Graduation)', hi: 'UG (स्नातक)' },
  pg: { en: 'PG (Post Graduation)', hi: 'PG (स्नातकोत्तर)' },
  admissionType: { en: 'Admission Type', hi: 'प्रवेश प्रकार' },
  new: { en: 'New', hi: 'नया' },
  renewal: { en: 'Renewal', hi: 'नवीनीकरण' },
  rollNumber: { en: 'Roll Number', hi: 'अनुक्रमांक' },
  rollHint: { en: 'Your roll number of the previous year', hi: 'पिछले वर्ष का आपका अनुक्रमांक' },
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  selectCourse: { en: 'Select course', hi: 'पाठ्यक्रम चुनें' },
  levelFirst: { en: 'Choose the academic level first', hi: 'पहले शैक्षणिक स्तर चुनें' },
  year: { en: 'Year', hi: 'वर्ष' },
  selectYear: { en: 'Select year', hi: 'वर्ष चुनें' },
  year1: { en: '1st Year (Part -1)', hi: 'प्रथम वर्ष (भाग -1)' },
  year2: { en: '2nd Year (Part -2)', hi: 'द्वितीय वर्ष (भाग -2)' },
  year3: { en: '3rd Year (Part -3)', hi: 'तृतीय वर्ष (भाग -3)' },
  photo: { en: 'Photo', hi: 'फ़ोटो' },
  feeFixed: { en: 'Your fee is fixed', hi: 'आपका शुल्क तय हो चुका है' },
  photoPreview: { en: 'Preview of the chosen photo', hi: 'चुनी गई फ़ोटो का पूर्वावलोकन' },
  replacePhoto: {
    en: 'Choose a new image only to replace your photo.',
    hi: 'फ़ोटो बदलनी हो तभी नई फ़ोटो चुनें।',
  },
  newPhoto: { en: 'A recent passport-size photo (JPG or PNG).', hi: 'हाल की पासपोर्ट आकार की फ़ोटो (JPG या PNG)।' },
  uploadProgress: { en: 'Upload progress', hi: 'अपलोड की प्रगति' },
  uploading: { en: 'Uploading…', hi: 'अपलोड हो रहा है…' },
  saving: { en: 'Saving…', hi: 'सहेजा जा रहा है…' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  savingButton: { en: 'Saving...', hi: 'सहेजा जा रहा है...' },
  saveProfile: { en: 'Save Profile', hi: 'प्रोफ़ाइल सहेजें' },
});

export interface ProfileModalProps {
  student: Student;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

export function ProfileModal({ student, onClose, onSaved }: ProfileModalProps) {
  const api = useApi();
  const toast = useToast();
  const { errorText, ruleErrors, lang } = useErrorText();
  const t = (label: { en: string; hi: string }) => label[lang];
  const photoId = useId();
  const hasPhoto = !!student.profile_photo && student.profile_photo !== '0';
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const formik = useFormik<ProfileDraft>({
    initialValues: profileDraftFrom(student),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(completeProfileSchema, values);
      const found: Record<string, string[]> = checked.ok ? {} : { ...checked.errors };
      // A photo already on record is kept unless a new one is chosen.
      if (!photo && !hasPhoto) found.profile_photo = [PHOTO_MESSAGE];
      if (!checked.ok || found.profile_photo) {
        setErrors(found);
        toast.show({ kind: 'error', title: t(TEXT.completeYourProfile) });
        return;
      }
      setErrors({});
      const body = new FormData();
      for (const [name, value] of Object.entries(checked.value)) body.append(name, String(value ?? ''));
      if (photo) body.append('profile_photo', photo, photo.name);
      setProgress(0);
      try {
        const answer = await completeProfile(api, body, setProgress);
        if (answer.success === false) {
          setErrors(answer.errors ?? {});
          toast.show({
            kind: 'error',
            title: t(TEXT.completeYourProfile),
            text: answer.errors ? undefined : lang === 'hi' && answer.message_hi ? answer.message_hi : answer.message,
          });
          return;
        }
        toast.show({ kind: 'success', title: t(TEXT.saved) });
        await onSaved();
        onClose();
      } catch (error) {
        if (isNoAnswer(error)) {
          console.error(error);
          toast.show({ kind: 'error', title: t(TEXT.serverBusy), text: t(TEXT.tryLater) });
          return;
        }
        const refused = error as ApiRequestError;
        const fieldErrors = Object.keys(refused.errors).length ? refused.errors : null;
        setErrors(fieldErrors ?? {});
        toast.show({
          kind: 'error',
          title: t(TEXT.completeYourProfile),
          text: fieldErrors ? undefined : errorText(refused, TEXT.completeYourProfile),
        });
      } finally {
        setProgress(null);
      }
    },
  });
  const { values } = formik;

  /** Every change goes through the draft rules, so the form can never hold an inconsistent profile. */
  const change = (name: keyof ProfileDraft) => (value: string) => {
    const next = normaliseProfileDraft({ ...values, [name]: value });
    void formik.setValues(next, false);
    // A message under a field stays until that field is right, and goes as soon as it is: the fields already
    // marked are checked again with the shared rules; no new message appears before the next save.
    setErrors((shown) => {
      const marked = Object.keys(shown).filter((field) => field !== 'profile_photo');
      if (marked.length === 0) return shown;
      const checked = validatePayload(completeProfileSchema, next);
      const now: Record<string, string[]> = checked.ok ? {} : checked.errors;
      const kept: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(shown)) {
        if (field === 'profile_photo') kept[field] = list;
        else if (now[field]?.length) kept[field] = now[field];
      }
      return kept;
    });
  };

  const courses = useMemo(
    () =>
      coursesForLevel((values.academic_level || null) as AcademicLevel | null).map((c) => ({
        value: c.code,
        label: `${lang === 'hi' ? c.second_name : c.name} (${c.code})`,
      })),
    [values.academic_level, lang],
  );
  // Once a fee is fixed, the fields it depends on are locked, with the reason (decision 030).
  const feeLocked = isFeeFixed(student);
  const locked = isCategoryLocked(values) || feeLocked;
  const saving = formik.isSubmitting;
  const complete = isProfileComplete(student);
  // Kept in the rules' English, shown in the page language.
  const shown = ruleErrors(errors);

  return (
    <Modal
      title={complete ? t(TEXT.editProfile) : t(TEXT.completeProfile)}
      onClose={onClose}
      closable={!saving}
      width={720}
    >
      <form noValidate onSubmit={formik.handleSubmit} lang={lang}>
        {Object.keys(errors).length > 0 && (
          <Alert tone="error" title={t(TEXT.correctFields)}>
            {t(TEXT.correctFieldsText)}
          </Alert>
        )}
        {feeLocked && (
          <Alert tone="info" title={t(TEXT.feeFixed)} id="fee-locked">
            <p data-testid="fee-locked">{t(FEE_LOCK_TEXT)}</p>
          </Alert>
        )}
        <Columns>
          <RadioGroup
            legend={t(TEXT.gender)}
            name="gender"
            value={values.gender}
            options={OPTIONS.gender.map((o) => ({
              value: o.value,
              label: t(o.value === 'M' ? TEXT.male : o.value === 'F' ? TEXT.female : TEXT.other),
            }))}
            onChange={change('gender')}
            error={shown.gender}
          />
          <RadioGroup
            legend={t(TEXT.residentOfUp)}
            name="same_state"
            value={values.same_state}
            options={[
              { value: '1', label: t(TEXT.yes) },
              { value: '0', label: t(TEXT.no) },
            ]}
            onChange={change('same_state')}
            disabled={feeLocked}
            error={shown.same_state}
          />
          <SelectField
            label={t(TEXT.category)}
            name="category"
            value={values.category}
            placeholder={t(TEXT.selectCategory)}
            options={OPTIONS.category.map((c) => ({ value: c, label: t(CATEGORY_NAMES[c] ?? { en: c, hi: c }) }))}
            onChange={(e) => change('category')(e.target.value)}
            disabled={locked}
            hint={
              feeLocked
                ? undefined
                : locked
                  ? t(TEXT.categoryLocked)
                  : values.category === 'EWS'
                    ? t(TEXT.ewsProof)
                    : undefined
            }
            error={shown.category}
          />
          <RadioGroup
            legend={t(TEXT.academicLevel)}
            name="academic_level"
            value={values.academic_level}
            options={[
              { value: 'UG', label: t(TEXT.ug) },
              { value: 'PG', label: t(TEXT.pg) },
            ]}
            onChange={change('academic_level')}
            disabled={feeLocked}
            error={shown.academic_level}
          />
          <RadioGroup
            legend={t(TEXT.admissionType)}
            name="admission_code"
            value={values.admission_code}
            options={[
              { value: 'New', label: t(TEXT.new) },
              { value: 'Renewal', label: t(TEXT.renewal) },
            ]}
            onChange={change('admission_code')}
            error={shown.admission_code}
          />
          {needsRollNumber(values) ? (
            <TextField
              label={t(TEXT.rollNumber)}
              name="refrence_roll"
              value={values.refrence_roll}
              onChange={(e) => change('refrence_roll')(e.target.value)}
              hint={t(TEXT.rollHint)}
              error={shown.refrence_roll}
            />
          ) : (
            <div />
          )}
          <SelectField
            label={t(TEXT.course)}
            name="course_name"
            value={values.course_name}
            placeholder={values.academic_level ? t(TEXT.selectCourse) : t(TEXT.levelFirst)}
            options={courses}
            onChange={(e) => change('course_name')(e.target.value)}
            disabled={!values.academic_level || feeLocked}
            error={shown.course_name}
          />
          <SelectField
            label={t(TEXT.year)}
            name="course_year"
            value={values.course_year}
            placeholder={t(TEXT.selectYear)}
            options={[
              { value: '1', label: t(TEXT.year1) },
              { value: '2', label: t(TEXT.year2) },
              { value: '3', label: t(TEXT.year3) },
            ]}
            onChange={(e) => change('course_year')(e.target.value)}
            disabled={feeLocked}
            error={shown.course_year}
          />
        </Columns>
        <FieldBox>
          <label id={`${photoId}-label`} htmlFor={photoId}>
            {t(TEXT.photo)}
          </label>
          <PhotoRow>
            {preview && <Preview src={preview} alt={t(TEXT.photoPreview)} />}
            <div>
              <FileChooser
                id={photoId}
                chosen={photo ? photo.name : null}
                hasFile={hasPhoto}
                name="profile_photo"
                accept="image/*"
                aria-labelledby={`${photoId}-label`}
                aria-describedby={`${photoId}-hint${shown.profile_photo ? ` ${photoId}-error` : ''}`}
                aria-invalid={!!errors.profile_photo || undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  const problem = file ? photoProblem(file) : null;
                  if (problem) {
                    e.target.value = '';
                    setPhoto(null);
                    setPreview(null);
                    setErrors((x) => ({ ...x, profile_photo: [problem] }));
                    return;
                  }
                  setErrors(({ profile_photo: _dropped, ...rest }) => rest);
                  setPhoto(file);
                  if (!file) setPreview(null);
                }}
              />
              <p id={`${photoId}-hint`} style={{ margin: '4px 0 0', fontSize: 14, color: colors.muted }}>
                {hasPhoto ? t(TEXT.replacePhoto) : t(TEXT.newPhoto)}
              </p>
            </div>
          </PhotoRow>
          <ErrorList id={`${photoId}-error`} errors={shown.profile_photo} />
        </FieldBox>
        {progress !== null && (
          <Progress>
            <progress max={100} value={progress} aria-label={t(TEXT.uploadProgress)} />
            <span>{photo ? `${t(TEXT.uploading)} ${progress}%` : t(TEXT.saving)}</span>
          </Progress>
        )}
        <Footer>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t(TEXT.cancel)}
          </Button>
          <Button type="submit" pending={saving}>
            {saving ? t(TEXT.savingButton) : t(TEXT.saveProfile)}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
