// The loading circle with a percentage shown until the startup data has arrived.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ShellProps } from '@college/shared-types';
import { useLoadingPercent } from './use-loading-percent';

export function SiteLoader({ shell }: { shell: Pick<ShellProps, 'jotaiStore' | 'atoms'> }) {
  const loaded = useAtomValue(shell.atoms.dataLoaded, { store: shell.jotaiStore });
  const percent = useLoadingPercent(loaded);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!loaded) return undefined;
    const id = setTimeout(() => setGone(true), 150);
    return () => clearTimeout(id);
  }, [loaded]);
  if (gone) return null;
  const r = 36;
  const c = 2 * Math.PI * r;
  return (
    <div
      role="progressbar"
      aria-label="Loading..."
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="site-loader"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255,255,255,0.96)',
      }}
    >
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r={r} fill="none" style={{ stroke: 'var(--color-border)' }} strokeWidth="8" />
        <circle
          cx="48"
          cy="48"
          r={r}
          fill="none"
          style={{ stroke: 'var(--color-primary)' }}
          strokeWidth="8"
          strokeDasharray={c}
          strokeDashoffset={c * (1 - percent / 100)}
          transform="rotate(-90 48 48)"
        />
        <text
          x="48"
          y="54"
          textAnchor="middle"
          fontSize="18"
          style={{ fill: 'var(--color-primary)' }}
        >{`${percent}%`}</text>
      </svg>
      <p style={{ color: 'var(--color-muted)' }}>Loading...</p>
    </div>
  );
}
