// Step 4, upload_section: photo, signature and the ten documents, each uploaded as soon as it is chosen and kept with
// the draft on the server; the required ones (the shared rule requiredUploads) are marked; the attachments checklist.
import { OPTIONS, type AdmissionFileField, type DraftFile } from '@college/shared-types';
import { DOCUMENT_FIELDS, DOCUMENT_OF } from '../form-model';
import { optionLabel } from '../labels';
import { ChoiceField } from './fields';
import { FileField } from './file-field';
import { Fieldset, Grid, Notice, Say } from './ui';

export type UploadedFiles = Partial<Record<AdmissionFileField, DraftFile>>;

export function UploadStep({
  uploaded,
  stored = {},
  required,
  onUploaded,
  onUploading,
}: {
  uploaded: UploadedFiles;
  /** Files stored with the submitted form (a correction): kept unless another is chosen. */
  stored?: Record<string, string>;
  /** The uploads this form must carry. */
  required: readonly AdmissionFileField[];
  onUploaded: (field: AdmissionFileField, file: DraftFile | null) => void;
  onUploading?: (field: AdmissionFileField, busy: boolean) => void;
}) {
  const field = (name: AdmissionFileField, label?: { en: string; hi: string }) => (
    <FileField
      key={name}
      name={name}
      label={label}
      required={required.includes(name)}
      uploaded={uploaded[name]}
      stored={!!stored[name]}
      onUploaded={onUploaded}
      onUploading={onUploading}
    />
  );
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Notice $tone="info" data-testid="files-kept-with-draft">
        <p>
          <Say
            en="Each file is uploaded as soon as you choose it and kept with your saved form: after a reload, or on another device after signing in, it is still there. Fields marked * are required."
            hi="हर फ़ाइल चुनते ही अपलोड हो जाती है और आपके सहेजे गए फ़ॉर्म के साथ सुरक्षित रहती है: पेज दोबारा खोलने पर, या लॉग इन करके दूसरे उपकरण पर भी, वह मिलेगी। * चिह्नित फ़ाइलें आवश्यक हैं।"
          />
        </p>
      </Notice>
      <Fieldset>
        <legend>
          <Say en="Photograph and Signature" hi="फोटो एवं हस्ताक्षर" />
        </legend>
        <Grid>
          {field('image')}
          {field('signature')}
        </Grid>
      </Fieldset>
      <Fieldset>
        <legend>
          <Say en="Documents" hi="दस्तावेज़" />
        </legend>
        <Grid>{DOCUMENT_FIELDS.map((name) => field(name, optionLabel(DOCUMENT_OF[name])))}</Grid>
      </Fieldset>
      <ChoiceField
        name="attachments"
        multiple
        options={OPTIONS.attachments.map((a) => ({ value: a, label: a }))}
        note={<Say en="Tick every document you are attaching" hi="संलग्न किए जा रहे सभी दस्तावेज़ चुनें" />}
      />
    </div>
  );
}
