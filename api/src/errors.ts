// The errors the API's services raise (decision 034): a refusal with its answer's status, its catalogue code and both
// texts (shared-types src/errors). They know nothing of HTTP frameworks; the one error plugin (plugins/errors.ts)
// turns each into its JSON answer.
import { apiErrorCodeOf, apiErrorText, type ApiErrorCode, type ErrorParams } from '@college/shared-types';

export class DomainError extends Error {
  /** The catalogue code: `extra.code`, else the code of the English message (fixed texts of the catalogue). */
  readonly code: string | undefined;
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /**
     * More fields of the answer, e.g. `{ success: false }` for calls whose success body carries one; `code` and
     * `params` name the catalogue entry when the message has numbers in it (see `DomainError.coded`).
     */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.code = typeof extra?.code === 'string' ? extra.code : apiErrorCodeOf(message);
  }

  /** Headers of the answer (Retry-After of a 503). */
  headers?: Record<string, string>;

  /** An error of the catalogue: its English message built from the code and its parameters. */
  static coded(
    statusCode: number,
    code: ApiErrorCode,
    params: ErrorParams = {},
    errors?: Record<string, string[]>,
    extra?: Record<string, unknown>,
  ): DomainError {
    const hasParams = Object.keys(params).length > 0;
    return new DomainError(statusCode, apiErrorText(code, 'en', params), errors, {
      ...extra,
      code,
      ...(hasParams ? { params } : {}),
    });
  }
}

/** The log a service writes to (the app's logger fits it): a service takes it as a plain value. */
export interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}
