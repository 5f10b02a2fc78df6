// Step 2, eligibility: family, marital status, study gap, reservation, weightage and (BSC) the major subjects.
import { useFormikContext } from 'formik';
import {
  OPTIONS,
  chooseFirstMajor,
  firstMajorOptions,
  isBscCourse,
  secondMajorOptions,
  type CatalogueCourse,
} from '@college/shared-types';
import type { FormValues } from '../form-model';
import { ChoiceField, SelectField, TextField } from './fields';
import { Fieldset, Grid, Hint } from './ui';

const asOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

export function EligibilityStep({ course }: { course: CatalogueCourse }) {
  const { values, setValues } = useFormikContext<FormValues>();
  const bsc = isBscCourse(course.code);
  return (
    <Grid $min={300}>
      <TextField name="father_occupation" maxLength={150} />
      <TextField name="mother_occupation" maxLength={150} />
      <ChoiceField name="marital_status" required options={asOptions(OPTIONS.maritalStatus)} />
      <ChoiceField name="gap" required options={asOptions(OPTIONS.gap)} />
      <ChoiceField name="horizontal_reservation" multiple options={asOptions(OPTIONS.horizontalReservation)} />
      <ChoiceField name="weightage" multiple options={asOptions(OPTIONS.weightage)} />
      {bsc && (
        <Fieldset style={{ gridColumn: '1 / -1' }}>
          <legend>
            Major Subjects <span lang="hi">/ मुख्य विषय</span>
          </legend>
          <Hint style={{ marginBottom: 8 }}>
            The first major decides the subject group (ZBC or PCM). Chemistry can only be the second major.
          </Hint>
          <Grid>
            <SelectField
              name="major_subject_1"
              required
              options={firstMajorOptions(course.code).map((o) => ({
                ...o,
                label: o.disabled ? `${o.value} (second major only)` : o.value,
              }))}
              onValue={(v) => void setValues(chooseFirstMajor(values, v))}
            />
            <TextField name="subject_group" readOnly note="Set by the first major / प्रथम विषय से" />
            <SelectField
              name="major_subject_2"
              required
              options={secondMajorOptions(values.major_subject_1).map((o) => ({ ...o, label: o.value }))}
              placeholder={values.major_subject_1 ? 'Select / चुनें' : 'Choose the first major first'}
            />
          </Grid>
        </Fieldset>
      )}
    </Grid>
  );
}
