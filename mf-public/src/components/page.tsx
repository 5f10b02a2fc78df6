// The frame of a public page: sets the banner title (and the document title) and lays out the content.
import type { ReactNode } from 'react';
import type { Label } from '@college/shared-types';
import * as ui from './ui.module.css';
import { useBanner } from '../app/use-banner';
import { useText } from '@college/web-kit';

export function Page({ title, children, prose = false }: { title: Label; children: ReactNode; prose?: boolean }) {
  const { t } = useText();
  useBanner(t(title));
  return <div className={prose ? `${ui.page} ${ui.prose}` : ui.page}>{children}</div>;
}
