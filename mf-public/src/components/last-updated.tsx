// "Last updated: 23/11/2026" (GIGW 3.0) at the foot of every public page, in the date of India.
import { LAST_UPDATED, indianDate } from '@college/shared-types';
import { useText } from '@college/web-kit';
import * as ui from './ui.module.css';

export function LastUpdated({ at }: { at: string | null | undefined }) {
  const { t } = useText();
  const date = indianDate(at);
  // Kept in place while the date is on its way, so the footer does not move when it arrives.
  return (
    <p className={ui.lastUpdated} data-testid="last-updated">
      {date && (
        <>
          {t(LAST_UPDATED)}: <time dateTime={at ?? undefined}>{date}</time>
        </>
      )}
    </p>
  );
}
