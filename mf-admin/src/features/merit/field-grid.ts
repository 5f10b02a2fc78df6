// Two fields of a merit form side by side on a wide screen, one under the other on a phone.
import styled from 'styled-components';

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 0 16px;
`;
