// Step 5, others: the correspondence address, and the permanent address copied from it when they are the same.
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { ADDRESS_PARTS, withPermanentAddress } from '@college/shared-types';
import type { FormValues } from '../form-model';
import { ChoiceField, TextField } from './fields';
import { Fieldset, Grid, Say } from './ui';

function AddressFields({ kind, readOnly }: { kind: 'correspondence' | 'permanent'; readOnly?: boolean }) {
  return (
    <Grid $min={220}>
      {ADDRESS_PARTS.map((p) => (
        <TextField
          key={p}
          name={`${kind}_address_${p}`}
          required={!readOnly}
          readOnly={readOnly}
          maxLength={p === 'pincode' ? 6 : p === 'village_mohalla' ? 200 : 150}
          inputMode={p === 'pincode' ? 'numeric' : undefined}
          autoComplete={p === 'pincode' ? 'postal-code' : 'off'}
        />
      ))}
    </Grid>
  );
}

/** Keeps the permanent address equal to the correspondence address while 'same' is Yes. */
export function AddressSync() {
  const { values, setValues } = useFormikContext<FormValues>();
  useEffect(() => {
    if (values.same_as_correspondence !== 'Yes') return;
    const next = withPermanentAddress(values);
    if (ADDRESS_PARTS.some((p) => next[`permanent_address_${p}`] !== values[`permanent_address_${p}`])) {
      void setValues(next);
    }
  }, [values, setValues]);
  return null;
}

export function OthersStep() {
  const { values } = useFormikContext<FormValues>();
  const same = values.same_as_correspondence === 'Yes';
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Fieldset>
        <legend>
          <Say en="Correspondence Address" hi="पत्राचार का पता" />
        </legend>
        <AddressFields kind="correspondence" />
      </Fieldset>
      <ChoiceField
        name="same_as_correspondence"
        required
        options={[
          { value: 'Yes', label: 'Yes' },
          { value: 'No', label: 'No' },
        ]}
      />
      <Fieldset>
        <legend>
          <Say en="Permanent Address" hi="स्थायी पता" />
        </legend>
        <AddressFields kind="permanent" readOnly={same} />
      </Fieldset>
    </div>
  );
}
