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
  return api.get<MessageLogResponse>('adminMessages', { query, signal });
}

/** The same message once more. */
export function resendMessage(api: ApiClient, id: number) {
  return api.post<{ message?: string }>('adminMessageResend', { params: { id: String(id) }, json: {} });
}

export function previewBulk(api: ApiClient, body: BulkMessageRequest) {
  return api.post<BulkMessagePreview>('adminMessagesBulkPreview', { json: body });
}

export function sendBulk(api: ApiClient, body: BulkMessageRequest) {
  return api.post<{ message?: string; data: { count: number; queued: number } }>('adminMessagesBulk', { json: body });
}

export function getMessagingSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get<MessagingSettingsResponse>('adminMessagingSettings', { signal });
}

export function saveMessagingSettings(api: ApiClient, settings: MessagingSettings) {
  return api.put<MessagingSettingsResponse>('adminMessagingSettings', { json: settings });
}
