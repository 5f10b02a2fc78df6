// One show/hide switch for a password and its confirmation together.
import styled from 'styled-components';
import { useText } from '@college/web-kit';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin: -8px 0 12px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export function ShowPasswordsCheckbox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useText();
  return (
    <Label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t({ en: 'Show passwords', hi: 'पासवर्ड दिखाएँ' })}
    </Label>
  );
}
