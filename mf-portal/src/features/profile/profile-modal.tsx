// The profile dialog (Complete Profile / Edit profile) with the rules of SPEC §5 and a real upload progress bar.
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  colors,
  completeProfileSchema,
  coursesForLevel,
  isCategoryLocked,
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
import { Button } from '@college/web-kit/ui';
import { ErrorList, FieldBox, RadioGroup, SelectField, TextField } from '@college/web-kit/ui';
import { Alert, Modal } from '@college/web-kit/ui';
import { isNoAnswer, useApi, type ApiRequestError } from '@college/web-kit';
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

export interface ProfileModalProps {
  student: Student;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

export function ProfileModal({ student, onClose, onSaved }: ProfileModalProps) {
  const api = useApi();
  const toast = useToast();
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
        toast.show({ kind: 'error', title: 'Complete Your Profile' });
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
            title: 'Complete Your Profile',
            text: answer.errors ? undefined : answer.message,
          });
          return;
        }
        toast.show({ kind: 'success', title: 'Profile Complete successfully' });
        await onSaved();
        onClose();
      } catch (error) {
        if (isNoAnswer(error)) {
          console.error(error);
          toast.show({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
          return;
        }
        const refused = error as ApiRequestError;
        const fieldErrors = Object.keys(refused.errors).length ? refused.errors : null;
        setErrors(fieldErrors ?? {});
        toast.show({ kind: 'error', title: 'Complete Your Profile', text: fieldErrors ? undefined : refused.message });
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
        label: `${c.name} (${c.code})`,
      })),
    [values.academic_level],
  );
  const locked = isCategoryLocked(values);
  const saving = formik.isSubmitting;
  const complete = isProfileComplete(student);

  return (
    <Modal title={complete ? 'Edit profile' : 'Complete Profile'} onClose={onClose} closable={!saving} width={720}>
      <form noValidate onSubmit={formik.handleSubmit}>
        {Object.keys(errors).length > 0 && (
          <Alert tone="error" title="Please correct the marked fields">
            <span lang="hi">कृपया चिह्नित प्रविष्टियाँ ठीक करें।</span>
          </Alert>
        )}
        <Columns>
          <RadioGroup
            legend="Gender"
            name="gender"
            value={values.gender}
            options={OPTIONS.gender}
            onChange={change('gender')}
            error={errors.gender}
          />
          <RadioGroup
            legend={
              <>
                Resident of UP? <span lang="hi">(क्या आप उत्तर प्रदेश के निवासी हैं?)</span>
              </>
            }
            name="same_state"
            value={values.same_state}
            options={[
              { value: '1', label: 'Yes' },
              { value: '0', label: 'No' },
            ]}
            onChange={change('same_state')}
            error={errors.same_state}
          />
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            placeholder="Select category"
            options={OPTIONS.category.map((c) => ({ value: c, label: c }))}
            onChange={(e) => change('category')(e.target.value)}
            disabled={locked}
            hint={locked ? 'Students who are not residents of UP are admitted in GENERAL.' : undefined}
            error={errors.category}
          />
          <RadioGroup
            legend="Academic Level"
            name="academic_level"
            value={values.academic_level}
            options={[
              { value: 'UG', label: 'UG (Graduation)' },
              { value: 'PG', label: 'PG (Post Graduation)' },
            ]}
            onChange={change('academic_level')}
            error={errors.academic_level}
          />
          <RadioGroup
            legend="Admission Type"
            name="admission_code"
            value={values.admission_code}
            options={[
              { value: 'New', label: 'New' },
              { value: 'Renewal', label: 'Renewal' },
            ]}
            onChange={change('admission_code')}
            error={errors.admission_code}
          />
          {needsRollNumber(values) ? (
            <TextField
              label="Roll Number"
              name="refrence_roll"
              value={values.refrence_roll}
              onChange={(e) => change('refrence_roll')(e.target.value)}
              hint="Your roll number of the previous year"
              error={errors.refrence_roll}
            />
          ) : (
            <div />
          )}
          <SelectField
            label="Course"
            name="course_name"
            value={values.course_name}
            placeholder={values.academic_level ? 'Select course' : 'Choose the academic level first'}
            options={courses}
            onChange={(e) => change('course_name')(e.target.value)}
            disabled={!values.academic_level}
            error={errors.course_name}
          />
          <SelectField
            label="Year"
            name="course_year"
            value={values.course_year}
            placeholder="Select year"
            options={[
              { value: '1', label: '1st Year (Part -1)' },
              { value: '2', label: '2nd Year (Part -2)' },
              { value: '3', label: '3rd Year (Part -3)' },
            ]}
            onChange={(e) => change('course_year')(e.target.value)}
            error={errors.course_year}
          />
        </Columns>
        <FieldBox>
          <label htmlFor={photoId}>Photo</label>
          <PhotoRow>
            {preview && <Preview src={preview} alt="Preview of the chosen photo" />}
            <div>
              <input
                id={photoId}
                type="file"
                name="profile_photo"
                accept="image/*"
                aria-describedby={`${photoId}-hint${errors.profile_photo ? ` ${photoId}-error` : ''}`}
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
                {hasPhoto
                  ? 'Choose a new image only to replace your photo.'
                  : 'A recent passport-size photo (JPG or PNG).'}
              </p>
            </div>
          </PhotoRow>
          <ErrorList id={`${photoId}-error`} errors={errors.profile_photo} />
        </FieldBox>
        {progress !== null && (
          <Progress>
            <progress max={100} value={progress} aria-label="Upload progress" />
            <span>{photo ? `Uploading… ${progress}%` : 'Saving…'}</span>
          </Progress>
        )}
        <Footer>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" pending={saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
