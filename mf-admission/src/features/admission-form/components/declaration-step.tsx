// Step 6, declaration: a review of the answers with a way back to each step, and the declaration to accept.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  ADMISSION_DECLARATION,
  EDUCATION_GROUPS,
  colors,
  documentName,
  genderName,
  isBscCourse,
  type CatalogueCourse,
} from '@college/shared-types';
import type { FormValues, StepInfo } from '../form-model';
import { EDUCATION_TITLES, labelOf } from '../labels';
import { useText } from '@college/web-kit';
import type { DraftFile } from '@college/shared-types';
import { errorText, optionLabel } from '../labels';
import { useFieldError } from './fields';
import { Button, ErrorText, Fieldset, Say } from './ui';

const Review = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 40%) 1fr;
  gap: 4px 12px;
  margin: 0 0 8px;
  font-size: 14px;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.div`
  border-bottom: 1px solid ${colors.border};
  padding: 8px 0 12px;
  h3 {
    font-size: 16px;
    margin: 4px 0 8px;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
`;

const DeclarationBox = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  font-size: 15px;
  line-height: 1.5;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin-top: 2px;
    flex: none;
  }
  input:focus-visible {
    outline: 3px solid ${colors.accent};
  }
`;

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Review>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v || '—'}</dd>
        </div>
      ))}
    </Review>
  );
}

export function DeclarationStep({
  course,
  steps,
  files,
  onEdit,
}: {
  course: CatalogueCourse;
  steps: readonly StepInfo[];
  /** The files uploaded so far (to the draft, or stored with the submitted form), by field. */
  files: Record<string, Pick<DraftFile, 'name'>>;
  onEdit: (step: number) => void;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<FormValues>();
  const { t, lang } = useText();
  const error = useFieldError('agreed_to_declaration');
  const v = values as unknown as Record<string, string>;
  const row = (f: string): [string, string] => [t(labelOf(f)), v[f] ? t(optionLabel(v[f] as string)) : ''];
  const list = (items: readonly string[]) => items.map((i) => t(optionLabel(i))).join(', ');
  const sections: Array<{ step: number; rows: Array<[string, string]> }> = [
    {
      step: 1,
      rows: [
        [t(labelOf('course')), t({ en: course.name, hi: course.second_name || course.name })],
        row('applicant_name'),
        row('father_name'),
        row('mother_name'),
        // The date of birth as the student reads a date: DD/MM/YYYY.
        [
          t(labelOf('dob')),
          /^\d{4}-\d{2}-\d{2}$/.test(v.dob ?? '') ? v.dob!.split('-').reverse().join('/') : (v.dob ?? ''),
        ],
        [t(labelOf('gender')), values.gender ? t(optionLabel(values.gender, genderName(values.gender))) : ''],
        row('category'),
        row('email'),
        row('whatsapp_number'),
        row('aadhar_no'),
      ],
    },
    {
      step: 2,
      rows: [
        row('marital_status'),
        row('gap'),
        [t(labelOf('horizontal_reservation')), list(values.horizontal_reservation)],
        [t(labelOf('weightage')), list(values.weightage)],
        ...(isBscCourse(course.code)
          ? ([
              [
                t({ en: 'Major Subjects', hi: 'मुख्य विषय' }),
                list([values.major_subject_1, values.major_subject_2].filter(Boolean)) +
                  (values.subject_group ? ` (${values.subject_group})` : ''),
              ],
            ] as Array<[string, string]>)
          : []),
      ],
    },
    {
      step: 3,
      rows: EDUCATION_GROUPS.filter((g) => v[`${g}_year`] || v[`${g}_obtmarks`]).map((g) => [
        EDUCATION_TITLES[g] ? t(EDUCATION_TITLES[g]) : g,
        `${v[`${g}_year`] ?? ''} · ${v[`${g}_obtmarks`] ?? ''}/${v[`${g}_maxmarks`] ?? ''} · ${v[`${g}_percentage`] ? `${v[`${g}_percentage`]}%` : ''}`,
      ]),
    },
    {
      step: 4,
      rows: [
        [
          t({ en: 'Files uploaded', hi: 'अपलोड की गई फ़ाइलें' }),
          // Each file by the document's name in the page's language, then the file's own name.
          Object.entries(files)
            .map(([field, f]) => `${documentName(field, lang)}: ${f.name}`)
            .join('; '),
        ],
        [t(labelOf('attachments')), list(values.attachments)],
      ],
    },
    {
      step: 5,
      rows: [
        [
          t({ en: 'Permanent Address', hi: 'स्थायी पता' }),
          ['village_mohalla', 'post', 'tehsil', 'district', 'pincode']
            .map((p) => v[`permanent_address_${p}`])
            .filter(Boolean)
            .join(', '),
        ],
      ],
    },
  ];
  return (
    <div>
      {sections.map((s) => {
        const step = steps[s.step - 1];
        return (
          <Section key={s.step}>
            <h3>
              <span>{step && t({ en: step.title, hi: step.hindi })}</span>
              <Button
                type="button"
                $variant="secondary"
                style={{ minHeight: 34, padding: '2px 12px', fontSize: 14 }}
                onClick={() => onEdit(s.step)}
                aria-label={step ? t({ en: `Edit ${step.title}`, hi: `${step.hindi} बदलें` }) : undefined}
              >
                <Say en="Edit" hi="बदलें" />
              </Button>
            </h3>
            <Rows rows={s.rows} />
          </Section>
        );
      })}
      <Fieldset style={{ marginTop: 16 }}>
        <legend>
          <Say en="Declaration" hi="घोषणा" />
        </legend>
        <DeclarationBox htmlFor="f-agreed_to_declaration">
          <input
            id="f-agreed_to_declaration"
            type="checkbox"
            name="agreed_to_declaration"
            checked={values.agreed_to_declaration === '1'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'f-agreed_to_declaration-error' : undefined}
            onChange={(e) => {
              void setFieldValue('agreed_to_declaration', e.target.checked ? '1' : '0');
              void setFieldTouched('agreed_to_declaration', true, false);
            }}
          />
          <span>
            {/* The same words the printed form carries above the signature. */}
            <Say en={ADMISSION_DECLARATION.en} hi={ADMISSION_DECLARATION.hi} />
          </span>
        </DeclarationBox>
        {error && (
          <ErrorText id="f-agreed_to_declaration-error" data-field-error="agreed_to_declaration">
            {t(errorText(error))}
          </ErrorText>
        )}
      </Fieldset>
    </div>
  );
}
