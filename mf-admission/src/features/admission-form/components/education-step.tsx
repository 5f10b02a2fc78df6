// Step 3, education_details: one block per exam; the percentage follows the marks; PG forms add the UG block.
import { useFormikContext } from 'formik';
import { PASSING_YEARS, percentage, type CatalogueCourse, type EducationGroup } from '@college/shared-types';
import type { FormValues } from '../form-model';
import { EDUCATION_TITLES } from '../labels';
import { SelectField, TextField } from './fields';
import { Fieldset, Grid, Say } from './ui';

const YEAR_OPTIONS = [...PASSING_YEARS].reverse().map((y) => ({ value: String(y), label: String(y) }));

function EducationBlock({ group, required }: { group: EducationGroup; required: boolean }) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const v = values as unknown as Record<string, string>;
  const title = EDUCATION_TITLES[group];
  const marks = (part: 'maxmarks' | 'obtmarks') => (value: string) => {
    const clean = value.replace(/[^\d.]/g, '');
    const max = part === 'maxmarks' ? clean : v[`${group}_maxmarks`];
    const obt = part === 'obtmarks' ? clean : v[`${group}_obtmarks`];
    void setFieldValue(`${group}_${part}`, clean, false);
    void setFieldValue(`${group}_percentage`, percentage(obt, max));
  };
  return (
    <Fieldset data-testid={`education-${group}`}>
      <legend>{title && <Say en={title.en} hi={title.hi} />}</legend>
      <Grid $min={200}>
        <SelectField name={`${group}_year`} required={required} options={YEAR_OPTIONS} />
        <TextField name={`${group}_board`} required={required} maxLength={150} />
        <TextField name={`${group}_name`} required={required} maxLength={150} />
        <TextField name={`${group}_roll`} required={required} maxLength={30} />
        <TextField
          name={`${group}_maxmarks`}
          required={required}
          inputMode="decimal"
          maxLength={8}
          onValue={marks('maxmarks')}
        />
        <TextField
          name={`${group}_obtmarks`}
          required={required}
          inputMode="decimal"
          maxLength={8}
          onValue={marks('obtmarks')}
        />
        <TextField
          name={`${group}_percentage`}
          readOnly
          note={<Say en="Worked out from the marks" hi="अंकों से गणना" />}
        />
        {group === 'intermediate' && <TextField name="intermediate.subject" required maxLength={100} />}
      </Grid>
    </Fieldset>
  );
}

export function EducationStep({ course }: { course: CatalogueCourse }) {
  const pg = course.type === 'PG';
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <EducationBlock group="high_school" required />
      <EducationBlock group="intermediate" required />
      {pg && <EducationBlock group="ug" required />}
      <EducationBlock group="other" required={false} />
    </div>
  );
}
