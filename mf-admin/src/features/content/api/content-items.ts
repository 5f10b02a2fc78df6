import type { ContentRow, EditorKind, StoreEdit } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** The rows of one kind of content (courses, staff, facilities, …) in their order. */
export function getContentRows(api: ApiClient, kind: EditorKind, signal?: AbortSignal) {
  return api.get<{ data: ContentRow[] }>('adminContentList', { params: { kind }, signal });
}

export function createContentRow(api: ApiClient, kind: EditorKind, json: Record<string, string>) {
  return api.post<{ message?: string }>('adminContentList', { params: { kind }, json });
}

export function updateContentRow(api: ApiClient, kind: EditorKind, id: number, json: Record<string, string>) {
  return api.put<{ message?: string }>('adminContentItem', { params: { kind, id }, json });
}

export function deleteContentRow(api: ApiClient, kind: EditorKind, id: number) {
  return api.delete<{ message?: string }>('adminContentItem', { params: { kind, id } });
}

/** Puts the rows of a kind in the given order. */
export function reorderContentRows(api: ApiClient, kind: EditorKind, ids: string[]) {
  return api.put<{ message?: string }>('adminContentOrder', { params: { kind }, json: { ids } });
}

/** Adds an album of photos (already uploaded) to the gallery. */
export function addGalleryPhotos(api: ApiClient, title: string, photos: Array<Record<string, string>>) {
  return api.post<{ message?: string }>('adminContentGalleryPhotos', { json: { title, photos } });
}

export function getHolidaysPdf(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: { pdf: string } }>('adminContentHolidaysPdf', { signal });
}

export function saveHolidaysPdf(api: ApiClient, pdf: string) {
  return api.put<{ message?: string }>('adminContentHolidaysPdf', { json: { pdf } });
}

/** The college's own details (address, contacts, links) as the store editor edits them. */
export function getStore(api: ApiClient, signal?: AbortSignal) {
  return api.get<{ data: StoreEdit }>('adminContentStore', { signal });
}

export function saveStore(api: ApiClient, json: Record<string, string>) {
  return api.put<{ message?: string }>('adminContentStore', { json });
}
