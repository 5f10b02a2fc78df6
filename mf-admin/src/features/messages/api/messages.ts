import type {
  BulkMessagePreview,
  BulkMessageRequest,
  MessageLogResponse,
  MessagingSettings,
  MessagingSettingsResponse,
} from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';

/** One page of the delivery log with its filters. */
export function getMessages(api: ApiClient, query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<MessageLogResponse>('adminMessages', { params: { part: 'log' }, query, signal });
}

/** The same message once more. */
export function resendMessage(api: ApiClient, id: number) {
  return api.post<{ message?: string }>('adminMessages', { params: { part: id }, json: {} });
}

export function previewBulk(api: ApiClient, body: BulkMessageRequest) {
  return api.post<BulkMessagePreview>('adminMessages', { params: { part: 'preview' }, json: body });
}

export function sendBulk(api: ApiClient, body: BulkMessageRequest) {
  return api.post<{ message?: string; data: { count: number; queued: number } }>('adminMessages', {
    params: { part: 'bulk' },
    json: body,
  });
}

export function getMessagingSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get<MessagingSettingsResponse>('adminMessages', { params: { part: 'settings' }, signal });
}

export function saveMessagingSettings(api: ApiClient, settings: MessagingSettings) {
  return api.put<MessagingSettingsResponse>('adminMessages', { params: { part: 'settings' }, json: settings });
}
