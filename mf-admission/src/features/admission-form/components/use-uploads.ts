// The admission form's uploads: the files uploaded to the draft and those still on their way, the uploads the
// student's course and category require, the checklist ticked as a document arrives, and the required uploads still
// missing when a step or the submit checks them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import {
  OPTIONS,
  REQUIRED_UPLOAD_MESSAGE,
  missingUploads,
  requiredUploads,
  type AdmissionFileField,
  type CatalogueCourse,
  type DraftFile,
  type Student,
} from '@college/shared-types';
import { DOCUMENT_OF, type FormValues } from '../form-model';
import type { FormStart } from './form-start';
import type { UploadedFiles } from './upload-step';

interface UploadsInput {
  course: CatalogueCourse;
  user: Student;
  initial: FormStart;
  /** Takes a server's (or a "required") message off a field. */
  clearServerError: (field: string) => void;
}

export function useUploads({ course, user, initial, clearServerError }: UploadsInput) {
  const { values, setFieldError, setFieldValue } = useFormikContext<FormValues>();
  const [uploaded, setUploaded] = useState<UploadedFiles>(initial.uploaded);
  const required = useMemo(() => requiredUploads(course.code, user.category), [course.code, user.category]);
  /** The uploads on their way to the server. */
  const [uploading, setUploading] = useState<readonly AdmissionFileField[]>([]);

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

  return { uploaded, uploading, required, fileNames, missingUploadMessages, onUploading, onUploaded };
}

export type Uploads = ReturnType<typeof useUploads>;
