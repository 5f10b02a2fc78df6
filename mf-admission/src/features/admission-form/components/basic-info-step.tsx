// Step 1, Basic Info: identity and category; name, gender, email and category come locked from the profile. The
// caste fields are not asked of GENERAL and EWS (EWS is proven by the income and asset certificate, step 4).
import { useFormikContext } from 'formik';
import {
  OPTIONS,
  genderName,
  isCasteFreeCategory,
  isGeneralCategory,
  type CatalogueCourse,
} from '@college/shared-types';
import { useText } from '@college/web-kit';
import type { FormValues } from '../form-model';
import { optionLabel } from '../labels';
import { ChoiceField, TextField } from './fields';
import { Grid, Say } from './ui';

const FROM_PROFILE = <Say en="From your profile" hi="आपकी प्रोफ़ाइल से" />;
const NOT_FOR_GENERAL = <Say en="Not needed for GENERAL" hi="सामान्य वर्ग हेतु आवश्यक नहीं" />;
const NOT_FOR_EWS = (
  <Say
    en="Not needed for EWS: upload the income and asset certificate in step 4"
    hi="EWS हेतु आवश्यक नहीं: चरण 4 में आय एवं संपत्ति प्रमाण पत्र अपलोड करें"
  />
);

export function BasicInfoStep({ course }: { course: CatalogueCourse }) {
  const { values } = useFormikContext<FormValues>();
  const { t } = useText();
  const noCaste = isCasteFreeCategory(values.category);
  const noCasteNote = noCaste ? (isGeneralCategory(values.category) ? NOT_FOR_GENERAL : NOT_FOR_EWS) : undefined;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Grid>
        <TextField
          name="course"
          readOnly
          display={`${course.code} – ${t({ en: course.name, hi: course.second_name || course.name })}`}
        />
        <TextField name="urn" maxLength={30} autoComplete="off" />
        <TextField name="applicant_name" readOnly note={FROM_PROFILE} />
        <TextField name="email" readOnly note={FROM_PROFILE} />
        <TextField
          name="gender"
          readOnly
          display={values.gender ? t(optionLabel(values.gender, genderName(values.gender))) : ''}
          note={FROM_PROFILE}
        />
        <TextField
          name="category"
          readOnly
          display={values.category ? t(optionLabel(values.category)) : ''}
          note={FROM_PROFILE}
        />
        <TextField name="father_name" required maxLength={150} autoComplete="off" />
        <TextField name="mother_name" required maxLength={150} autoComplete="off" />
        <TextField name="dob" type="date" required min="1940-01-01" max={today} />
        <TextField
          name="whatsapp_number"
          type="tel"
          inputMode="numeric"
          required
          maxLength={10}
          autoComplete="tel-national"
        />
        <TextField name="aadhar_no" inputMode="numeric" required maxLength={12} autoComplete="off" />
        <TextField name="religion" maxLength={60} />
        <TextField name="sub_category" readOnly={noCaste} note={noCasteNote} maxLength={60} />
        <TextField name="caste_certificate_number" readOnly={noCaste} note={noCasteNote} maxLength={60} />
        <TextField name="category_issue_date" type="date" max={today} />
      </Grid>
      <div style={{ marginTop: 16 }}>
        <ChoiceField name="nationality" options={OPTIONS.nationality.map((n) => ({ value: n, label: n }))} />
      </div>
    </>
  );
}
