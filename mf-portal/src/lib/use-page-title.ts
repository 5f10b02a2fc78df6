import { useEffect } from 'react';

/** Names the browser tab after the page, so a student with many tabs (or a screen reader) knows where they are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Student Portal`;
  }, [title]);
}
