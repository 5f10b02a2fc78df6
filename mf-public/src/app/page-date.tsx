// The "Last updated" line of every public page, under the page: a page the office publishes tells its publication
// date (usePublishedAt); any other is dated by the content it shows (shared-types' ROUTE_CONTENT).
import { createContext, useContext, useEffect } from 'react';
import { pageUpdatedAt } from '@college/shared-types';
import { LastUpdated } from '../components/last-updated';
import { useContentDates } from './use-content-dates';

const PublishedAtContext = createContext<(at: string | null) => void>(() => undefined);
export const PublishedAtProvider = PublishedAtContext.Provider;

/** A page the office publishes tells when the version shown was published. */
export function usePublishedAt(at: string | null | undefined): void {
  const set = useContext(PublishedAtContext);
  useEffect(() => {
    set(at ?? null);
  }, [at, set]);
}

/** The line itself: for a published page, nothing until the page tells its date. */
export function PageDate({
  pathname,
  published,
  publishedAt,
}: {
  pathname: string;
  published: boolean;
  publishedAt: string | null;
}) {
  const dates = useContentDates();
  const at = published
    ? publishedAt
      ? pageUpdatedAt(pathname, dates, publishedAt)
      : null
    : pageUpdatedAt(pathname, dates);
  return <LastUpdated at={at} />;
}
