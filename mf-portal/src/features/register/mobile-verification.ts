// Whether /student/register asks for the mobile number's SMS code (decision 035): the office's public setting.
import { useEffect, useState } from 'react';
import { MESSAGING_PATHS } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/**
 * Whether registration asks for the mobile number's code: the public setting, read once the page runs in the
 * browser (a plain GET without a token; the path is not in the shared API table every page carries). No answer
 * means off: the signup's 422 `mobile_not_verified` then turns it on (`require`).
 */
export function useMobileVerification(api: ApiClient): { on: boolean; require: () => void } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    const ask = async () => {
      try {
        const res = await fetch(api.url(MESSAGING_PATHS.mobileVerification), {
          headers: { Accept: 'application/json' },
        });
        const body = res.ok ? ((await res.json()) as { verify_mobile?: unknown }) : null;
        if (live && body?.verify_mobile === true) setOn(true);
      } catch {
        // No answer: the page stays as without verification; the signup says so if it is needed.
      }
    };
    void ask();
    return () => {
      live = false;
    };
  }, [api]);
  return { on, require: () => setOn(true) };
}
