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
import { useText } from '@college/web-kit';
import { optionLabel } from '../labels';
import { Fieldset, Grid, Hint, Say } from './ui';

const asOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

export function EligibilityStep({ course }: { course: CatalogueCourse }) {
  const { values, setValues } = useFormikContext<FormValues>();
  const { t } = useText();
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
            <Say en="Major Subjects" hi="मुख्य विषय" />
          </legend>
          <Hint style={{ marginBottom: 8 }}>
            <Say
              en="The first major decides the subject group (ZBC or PCM). Chemistry can only be the second major."
              hi="प्रथम मुख्य विषय से विषय समूह (ZBC या PCM) तय होता है। रसायन विज्ञान केवल द्वितीय मुख्य विषय हो सकता है।"
            />
          </Hint>
          <Grid>
            <SelectField
              name="major_subject_1"
              required
              options={firstMajorOptions(course.code).map((o) => ({
                ...o,
                label: o.disabled
                  ? t({
                      en: `${o.value} (second major only)`,
                      hi: `${optionLabel(o.value).hi} (केवल द्वितीय मुख्य विषय)`,
                    })
                  : o.value,
              }))}
              onValue={(v) => void setValues(chooseFirstMajor(values, v))}
            />
            <TextField
              name="subject_group"
              readOnly
              note={<Say en="Set by the first major" hi="प्रथम मुख्य विषय से निर्धारित" />}
            />
            <SelectField
              name="major_subject_2"
              required
              options={secondMajorOptions(values.major_subject_1).map((o) => ({ ...o, label: o.value }))}
              placeholder={t(
                values.major_subject_1
                  ? { en: 'Select', hi: 'चुनें' }
                  : { en: 'Choose the first major first', hi: 'पहले प्रथम मुख्य विषय चुनें' },
              )}
            />
          </Grid>
        </Fieldset>
      )}
    </Grid>
  );
}
