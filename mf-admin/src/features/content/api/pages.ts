import type { EditorPage } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** A page in the editor's list: its title and whether its draft differs from what is published. */
export interface PageSummary {
  slug: string;
  title_hi: string;
  title_en: string;
  unpublished_changes: boolean;
}

export interface PageFields {
  title_hi: string;
  title_en: string;
  body_hi: string;
  body_en: string;
}

export function getPages(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: PageSummary[] }>('adminPages', { signal });
}

export function getPage(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<{ data: EditorPage }>('adminPage', { params: { slug }, signal });
}

/** Saves the page's draft. */
export function savePage(api: ApiClient, slug: string, json: PageFields) {
  return api.put<{ message?: string }>('adminPage', { params: { slug }, json });
}

/** Publishes the page's saved draft as a new version. */
export function publishPage(api: ApiClient, slug: string) {
  return api.post<{ message?: string }>('adminPagePublish', { params: { slug }, json: {} });
}

/** Makes an earlier published version the page's draft. */
export function restorePage(api: ApiClient, slug: string, version: number) {
  return api.post<{ message?: string }>('adminPageRestore', { params: { slug }, json: { version } });
}
