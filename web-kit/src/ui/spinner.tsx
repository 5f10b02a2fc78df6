// A small turning circle; decorative, the text next to it says what is happening.
import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';

const turn = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ size?: number }>`
  display: inline-block;
  width: ${(p) => p.size ?? 24}px;
  height: ${(p) => p.size ?? 24}px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${turn} 0.8s linear infinite;
  flex: none;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space(2)};
  min-height: 50vh;
  color: ${tokens.color.primary};
`;

/** A page-sized wait with its reason, e.g. t({ en: 'Loading...', hi: 'लोड हो रहा है...' }). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Spinner size={40} />
      <span>{label}</span>
    </Center>
  );
}
