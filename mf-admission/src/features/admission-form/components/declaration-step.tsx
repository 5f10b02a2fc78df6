// Step 6, declaration: a review of the answers with a way back to each step, and the declaration to accept.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { EDUCATION_GROUPS, colors, genderName, isBscCourse, type CatalogueCourse } from '@college/shared-types';
import type { FormValues, StepInfo } from '../form-model';
import { EDUCATION_TITLES, labelOf } from '../labels';
import { useFieldError } from './fields';
import { Button, ErrorText, Fieldset, Hindi } from './ui';
import type { ChosenFiles } from './upload-step';

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
  files: ChosenFiles;
  onEdit: (step: number) => void;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<FormValues>();
  const error = useFieldError('agreed_to_declaration');
  const v = values as unknown as Record<string, string>;
  const row = (f: string): [string, string] => [labelOf(f).en, v[f] ?? ''];
  const sections: Array<{ step: number; rows: Array<[string, string]> }> = [
    {
      step: 1,
      rows: [
        ['Course', `${course.code} – ${course.name}`],
        row('applicant_name'),
        row('father_name'),
        row('mother_name'),
        row('dob'),
        ['Gender', values.gender ? genderName(values.gender) : ''],
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
        ['Horizontal Reservation', values.horizontal_reservation.join(', ')],
        ['Weightage', values.weightage.join(', ')],
        ...(isBscCourse(course.code)
          ? ([
              [
                'Major Subjects',
                [values.major_subject_1, values.major_subject_2].filter(Boolean).join(', ') +
                  (values.subject_group ? ` (${values.subject_group})` : ''),
              ],
            ] as Array<[string, string]>)
          : []),
      ],
    },
    {
      step: 3,
      rows: EDUCATION_GROUPS.filter((g) => v[`${g}_year`] || v[`${g}_obtmarks`]).map((g) => [
        EDUCATION_TITLES[g]?.en ?? g,
        `${v[`${g}_year`] ?? ''} · ${v[`${g}_obtmarks`] ?? ''}/${v[`${g}_maxmarks`] ?? ''} · ${v[`${g}_percentage`] ? `${v[`${g}_percentage`]}%` : ''}`,
      ]),
    },
    {
      step: 4,
      rows: [
        [
          'Files chosen',
          Object.values(files)
            .filter(Boolean)
            .map((f) => (f as File).name)
            .join(', '),
        ],
        ['Documents Attached', values.attachments.join(', ')],
      ],
    },
    {
      step: 5,
      rows: [
        [
          'Permanent Address',
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
              <span>
                {step?.title} <Hindi>/ {step?.hindi}</Hindi>
              </span>
              <Button
                type="button"
                $variant="secondary"
                style={{ minHeight: 34, padding: '2px 12px', fontSize: 14 }}
                onClick={() => onEdit(s.step)}
                aria-label={`Edit ${step?.title}`}
              >
                Edit
              </Button>
            </h3>
            <Rows rows={s.rows} />
          </Section>
        );
      })}
      <Fieldset style={{ marginTop: 16 }}>
        <legend>
          Declaration <Hindi>/ घोषणा</Hindi>
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
            I declare that all the information given in this form is true to the best of my knowledge. If any of it is
            found to be false, my admission may be cancelled. I will follow the rules of the college and the university.
            <br />
            <span lang="hi">
              मैं घोषणा करता/करती हूँ कि इस आवेदन पत्र में दी गई सभी जानकारी मेरी जानकारी में सत्य है। कोई भी जानकारी असत्य पाए जाने पर
              मेरा प्रवेश निरस्त किया जा सकता है। मैं महाविद्यालय एवं विश्वविद्यालय के नियमों का पालन करूँगा/करूँगी।
            </span>
          </span>
        </DeclarationBox>
        {error && (
          <ErrorText id="f-agreed_to_declaration-error" data-field-error="agreed_to_declaration">
            {error}
          </ErrorText>
        )}
      </Fieldset>
    </div>
  );
}
