// The one API client of every module, on the browser's own fetch (and XMLHttpRequest where an upload reports its
// progress): paths from the shared API table, the bearer token, one error shape { status, message, errors } and one
// 401 policy (the caller decides nothing: see useApi()). No HTTP library is downloaded for it.
import {
  apiPath,
  pick,
  ruleErrorsIn,
  type ApiPathName,
  type ErrorParams,
  type ErrorResponse,
  type Label,
  type Language,
} from '@college/shared-types';
import { readToken } from '../session';

/** Every failed call rejects with this shape: the HTTP status (0 when no answer came), a message, field errors. */
export interface ApiError {
  status: number;
  message: string;
  /** One list of messages per field (422 answers), else {}. */
  errors: Record<string, string[]>;
}

export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** The whole answer, for calls whose refusals carry more than a message (e.g. `success: false`). */
  readonly body: unknown;
  /** The stable code of the error catalogue (`invalid_credentials`, `otp_invalid` ...); '' when none came. */
  readonly code: string;
  /** The numbers of the message (e.g. `{ attemptsLeft: 2 }`). */
  readonly params: ErrorParams;
  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.body = body;
    const b = (body ?? {}) as Partial<ErrorResponse>;
    this.code = typeof b.code === 'string' ? b.code : '';
    this.params = b.params && typeof b.params === 'object' ? b.params : {};
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The message to show for any failure; a thrown non-API error gives the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The message of a failure in the chosen language: the answer's own `message_hi` / `message` (every refusal of
 * the API carries both, from the one catalogue), else the fallback (a bilingual label or a plain string).
 */
export function errorText(error: unknown, lang: Language, fallback: Label): string {
  if (!isApiError(error)) return pick(fallback, lang);
  const body = (error.body ?? {}) as Partial<ErrorResponse>;
  if (lang === 'hi' && typeof body.message_hi === 'string' && body.message_hi.trim()) return body.message_hi;
  if (error.status === 0) return pick(fallback, lang);
  // An answer without words of its own (a proxy's error page, an empty body) is never shown as "Error 500": the
  // server's trouble in plain words, or the caller's own words for a refusal.
  if (!error.message || error.message === noMessage(error.status))
    return error.status >= 500 ? pick(SERVER_TROUBLE, lang) : pick(fallback, lang);
  return error.message;
}

/** What a failure says when the server had trouble and said nothing itself. */
export const SERVER_TROUBLE = {
  en: 'The server is having trouble right now. Please try again in a few minutes.',
  hi: 'सर्वर में अभी कुछ समस्या है। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
};

/** The field errors of a failure in the chosen language (the answer's `errors_hi`, else the shared rules' Hindi). */
export function fieldErrorsText(error: unknown, lang: Language): Record<string, string[]> {
  if (!isApiError(error)) return {};
  if (lang === 'en') return error.errors;
  const hi = (error.body as Partial<ErrorResponse> | null)?.errors_hi;
  if (hi && typeof hi === 'object') {
    const known = ruleErrorsIn(error.errors, 'hi');
    for (const [field, list] of Object.entries(hi)) if (Array.isArray(list)) known[field] = list.map(String);
    return known;
  }
  return ruleErrorsIn(error.errors, 'hi');
}

/** True when no answer came (the network, or not an API failure at all): say 'Server Busy', not the server's words. */
export function isNoAnswer(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

export const NO_ANSWER_MESSAGE = 'No response received from server';

export interface CallOptions {
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as a URL-encoded form, as the spec sends some calls. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (uploads). */
  data?: FormData;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /** The caller handles a 401 itself (sign-in answers 401 for a wrong password): no redirect to the login page. */
  allow401?: boolean;
  /** The call changes the student (profile, payment, admission): get-user is fetched again afterwards. */
  changesStudent?: boolean;
}

export interface ClientHooks {
  /** The bearer token to send (default: the student's, `readToken()`); the office console sends the staff one. */
  token?: () => string | null;
  /** A call with a stored token was answered 401: the session is over. */
  onUnauthorized?: () => void;
  /** A call made with `changesStudent` succeeded. */
  onStudentChanged?: () => void;
}

export interface ApiClient {
  /** The URL of an API path ('/api/...') under this page's API root. */
  url: (path: string) => string;
  get: <T>(name: ApiPathName, options?: CallOptions) => Promise<T>;
  post: <T>(name: ApiPathName, options?: CallOptions) => Promise<T>;
  put: <T>(name: ApiPathName, options?: CallOptions) => Promise<T>;
  patch: <T>(name: ApiPathName, options?: CallOptions) => Promise<T>;
  delete: <T>(name: ApiPathName, options?: CallOptions) => Promise<T>;
  /**
   * A file the API serves only with the bearer token (photos, documents, CSV exports), by its '/api/...' path
   * or its API table name with `params`/`query`.
   */
  blob: (path: string, options?: Pick<CallOptions, 'signal' | 'query'>) => Promise<Blob>;
}

/** API paths start with '/api'; the shell may serve the API under another root. */
export function apiUrl(apiBase: string, path: string): string {
  const rest = path.startsWith('/api/') ? path.slice(4) : path;
  return `${apiBase.replace(/\/+$/, '')}${rest}`;
}

function errorsOf(body: unknown): Record<string, string[]> {
  const errors = (body as Partial<ErrorResponse> | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    out[field] = (Array.isArray(list) ? list : [list]).map(String);
  }
  return out;
}

/** The message of an answer that carried none of its own. */
function noMessage(status: number): string {
  return `Error ${status}`;
}

function messageOf(body: unknown, status: number): string {
  const m = (body as { message?: unknown } | null)?.message;
  if (typeof m === 'string' && m.trim()) return m;
  return noMessage(status);
}

/** One request as the client sends it, whole: what a transport needs. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The address, without `query`. */
  url: string;
  /** Sent in the address; values left undefined are not sent. */
  query?: CallOptions['query'];
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file; a refusal's body is read as JSON (or text) either way. */
  responseType: 'json' | 'blob';
  onUploadProgress?: (fraction: number) => void;
}

/** An answer: its status and body (parsed JSON, else text; a Blob for a successful 'blob' request). */
export interface TransportResponse {
  status: number;
  body: unknown;
}

/**
 * Sends a request. Resolves with any HTTP answer (2xx or not); rejects with an AbortError when the signal aborts,
 * and with any other error when no answer came.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The transport tests put in place (web-kit/testing's fakeApi); null: the browser's, loaded with the first call. */
let transport: Transport | null = null;

/** Tests answer the client's calls themselves (web-kit/testing's fakeApi); production code never calls this. */
export function setTransportForTests(fake: Transport | null): void {
  transport = fake;
}

/** An answer outside 2xx as the one error shape. */
export function toApiError(res: TransportResponse): ApiRequestError {
  return new ApiRequestError(res.status, messageOf(res.body, res.status), errorsOf(res.body), res.body);
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'CanceledError';
}

export function createApiClient(apiBase: string, hooks: ClientHooks = {}): ApiClient {
  const url = (path: string) => apiUrl(apiBase, path);

  async function send(
    request: Omit<TransportRequest, 'headers' | 'signal'> & { headers?: Record<string, string> },
    options: Pick<CallOptions, 'allow401' | 'signal'>,
  ): Promise<unknown> {
    // The token of the moment of the call (a logout forgets it right after asking the server to revoke it).
    const token = (hooks.token ?? readToken)();
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let res: TransportResponse;
    try {
      // The browser's transport is loaded with the first call: a page that calls nothing does not download it.
      const send = transport ?? (await import('./transport')).browserTransport;
      res = await send({ ...request, headers, signal: options.signal });
    } catch (error) {
      // An abort is passed on as it is; anything else means no answer came.
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, NO_ANSWER_MESSAGE);
    }
    if (res.status >= 200 && res.status < 300) return res.body;
    const failure = toApiError(res);
    if (failure.status === 401 && token && !options.allow401) hooks.onUnauthorized?.();
    throw failure;
  }

  async function call<T>(method: TransportRequest['method'], name: ApiPathName, options: CallOptions = {}): Promise<T> {
    const request: Parameters<typeof send>[0] = {
      method,
      url: url(apiPath(name, options.params)),
      query: options.query,
      responseType: 'json',
      onUploadProgress: options.onUploadProgress,
    };
    if (options.json !== undefined) {
      request.body = JSON.stringify(options.json);
      request.headers = { 'Content-Type': 'application/json' };
    } else if (options.form) {
      request.body = new URLSearchParams(options.form).toString();
      request.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    } else if (options.data) {
      // The browser writes the multipart boundary itself.
      request.body = options.data;
    }
    const body = (await send(request, options)) as T;
    if (options.changesStudent) hooks.onStudentChanged?.();
    return body;
  }

  return {
    url,
    get: (name, options) => call('GET', name, options),
    post: (name, options) => call('POST', name, options),
    put: (name, options) => call('PUT', name, options),
    patch: (name, options) => call('PATCH', name, options),
    delete: (name, options) => call('DELETE', name, options),
    blob: async (path, options = {}) =>
      (await send({ method: 'GET', url: url(path), query: options.query, responseType: 'blob' }, options)) as Blob,
  };
}
