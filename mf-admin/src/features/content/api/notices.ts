import type { EditorNotice } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** A notice as the forms send it (title in both languages, link, expiry date, pinned as '1' or '0'). */
export type NoticeFields = Record<string, string>;

/** Every notice and event, drafts and published. */
export function getNotices(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: EditorNotice[] }>('adminNotices', { signal });
}

export function createNotice(api: ApiClient, json: NoticeFields) {
  return api.post<{ message?: string }>('adminNotices', { json });
}

export function updateNotice(api: ApiClient, id: number, json: NoticeFields) {
  return api.put<{ message?: string }>('adminNotice', { params: { id }, json });
}

export function deleteNotice(api: ApiClient, id: number) {
  return api.delete<{ message?: string }>('adminNotice', { params: { id } });
}

/** Publishes a draft notice, or takes a published one back to draft. */
export function setNoticePublished(api: ApiClient, id: number, published: boolean) {
  return api.post<{ message?: string }>('adminNoticePublish', { params: { id }, json: { published } });
}
