// Step 4, upload_section: photo, signature and the ten documents, with the attachments checklist.
import { useFormikContext } from 'formik';
import { OPTIONS, type AdmissionFileField } from '@college/shared-types';
import { DOCUMENT_FIELDS, DOCUMENT_OF, type FormValues } from '../form-model';
import { ChoiceField } from './fields';
import { FileField } from './file-field';
import { Fieldset, Grid, Hindi, Notice } from './ui';

export type ChosenFiles = Partial<Record<AdmissionFileField, File>>;

const DOCUMENT_HINDI: Record<string, string> = {
  '10th Marksheet': '10वीं की अंकतालिका',
  '12th Marksheet': '12वीं की अंकतालिका',
  'UG Marksheet': 'स्नातक की अंकतालिका',
  'Other Course': 'अन्य पाठ्यक्रम',
  'Aadhar Card': 'आधार कार्ड',
  'Caste Certificate': 'जाति प्रमाण पत्र',
  'Domicile Certificate': 'निवास प्रमाण पत्र',
  'TC & CC Original Copy': 'टी.सी. एवं चरित्र प्रमाण पत्र (मूल)',
  'Income Certificate': 'आय प्रमाण पत्र',
  'Anti Ragging Affidavit': 'एंटी रैगिंग शपथ पत्र',
};

export function UploadStep({
  files,
  previous,
  stored = {},
  onFile,
}: {
  files: ChosenFiles;
  previous: Record<string, string>;
  /** Files stored with the submitted form (a correction): kept unless another is chosen. */
  stored?: Record<string, string>;
  onFile: (field: AdmissionFileField, file: File | null) => void;
}) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const chooseDocument = (field: keyof typeof DOCUMENT_OF) => (file: File | null) => {
    onFile(field, file);
    // A chosen document is ticked in the checklist; removing the file leaves the tick to the student.
    const doc = DOCUMENT_OF[field];
    if (file && !values.attachments.includes(doc)) {
      void setFieldValue(
        'attachments',
        OPTIONS.attachments.filter((a) => a === doc || values.attachments.includes(a)),
      );
    }
  };
  const waiting = Object.keys(previous).filter((f) => !files[f as AdmissionFileField] && !stored[f]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Notice $tone={waiting.length ? 'warning' : 'info'} data-testid="files-not-in-draft">
        <p>
          Your answers are kept on this device as you type, but files cannot be kept in the draft. After a reload or a
          new visit, choose the files again; their names are shown below to remind you.
        </p>
        <p lang="hi">फ़ाइलें ड्राफ़्ट में सुरक्षित नहीं रहतीं; पेज दोबारा खोलने पर उन्हें फिर से चुनें।</p>
      </Notice>
      <Fieldset>
        <legend>
          Photograph and Signature <Hindi>/ फोटो एवं हस्ताक्षर</Hindi>
        </legend>
        <Grid>
          <FileField
            name="image"
            file={files.image}
            previousName={previous.image}
            stored={!!stored.image}
            onFile={(f) => onFile('image', f)}
          />
          <FileField
            name="signature"
            file={files.signature}
            previousName={previous.signature}
            stored={!!stored.signature}
            onFile={(f) => onFile('signature', f)}
          />
        </Grid>
      </Fieldset>
      <Fieldset>
        <legend>
          Documents <Hindi>/ दस्तावेज़</Hindi>
        </legend>
        <Grid>
          {DOCUMENT_FIELDS.map((field) => (
            <FileField
              key={field}
              name={field}
              label={{ en: DOCUMENT_OF[field], hi: DOCUMENT_HINDI[DOCUMENT_OF[field]] ?? '' }}
              file={files[field]}
              previousName={previous[field]}
              stored={!!stored[field]}
              onFile={chooseDocument(field)}
            />
          ))}
        </Grid>
      </Fieldset>
      <ChoiceField
        name="attachments"
        multiple
        options={OPTIONS.attachments.map((a) => ({ value: a, label: a }))}
        note="Tick every document you are attaching / संलग्न किए जा रहे सभी दस्तावेज़ चुनें"
      />
    </div>
  );
}
