// Turns every error into a clear 4xx (bad input) or a logged 500 with no internals, in one JSON shape:
// { code, message, message_hi, params?, errors?, errors_hi?, error_codes? } — the code and both texts from the one
// error catalogue of shared-types (src/errors).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import {
  API_ERRORS,
  apiErrorText,
  fieldErrorCodes,
  fieldErrorsIn,
  isApiErrorCode,
  type ApiErrorCode,
  type ErrorParams,
} from '@college/shared-types';
import { SelectionRuleError } from '../selection/rules';
import { DomainError } from '../errors';

/** Routes and plugins raise the domain's errors under the name they have always had on the wire side. */
export { DomainError as HttpError };

/**
 * Messages of errors that reached the handler without a catalogued code. Outside production each is logged; the API
 * tests fail when any appears (test/timeouts.setup.ts), so a new refusal cannot ship without its code.
 */
export const uncataloguedErrors: string[] = [];

/** Catalogue codes for the framework's and the upload parser's own 4xx errors. */
const FRAMEWORK_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type_refused',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'length_mismatch',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_FILES_LIMIT: 'too_many_files',
  FST_PARTS_LIMIT: 'too_many_fields',
  FST_FIELDS_LIMIT: 'too_many_fields',
  FST_PROTO_VIOLATION: 'field_name_refused',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart_expected',
};

/** Errors of a body stream that ended because its connection did. */
const CUT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);

function cutByClient(error: FastifyError | Error, request: FastifyRequest): boolean {
  if (request.raw.complete) return false;
  const code = (error as { code?: string }).code;
  return (
    (code !== undefined && CUT_CODES.has(code)) ||
    /^(Premature close|aborted|Request aborted)$/.test(error.message) ||
    request.raw.destroyed ||
    request.raw.socket?.destroyed === true
  );
}

/** The body of an error answer: code, both texts, and the field errors with their Hindi and codes. */
export function errorBody(
  code: ApiErrorCode,
  options: {
    message?: string;
    message_hi?: string;
    params?: ErrorParams;
    errors?: Record<string, string[]>;
    extra?: Record<string, unknown>;
  } = {},
): Record<string, unknown> {
  const params = options.params ?? {};
  const { code: _code, params: _params, message_hi: _hi, ...extra } = options.extra ?? {};
  return {
    ...extra,
    code,
    message: options.message ?? apiErrorText(code, 'en', params),
    message_hi: options.message_hi ?? apiErrorText(code, 'hi', params),
    ...(Object.keys(params).length ? { params } : {}),
    ...(options.errors
      ? {
          errors: options.errors,
          errors_hi: fieldErrorsIn(options.errors, 'hi'),
          error_codes: fieldErrorCodes(options.errors),
        }
      : {}),
  };
}

function httpErrorBody(error: DomainError, request: FastifyRequest): Record<string, unknown> {
  let code = error.code;
  if (!isApiErrorCode(code)) {
    uncataloguedErrors.push(`${error.statusCode} ${error.message}`);
    request.log.error({ message: error.message, code }, 'an API error without a catalogued code');
    code = error.statusCode >= 500 ? 'server_busy' : 'request_invalid';
  }
  const params = error.extra?.params as ErrorParams | undefined;
  const hi = typeof error.extra?.message_hi === 'string' ? error.extra.message_hi : undefined;
  // The catalogue's own English for fixed texts; a message with its words of the moment is kept as it came.
  return errorBody(code as ApiErrorCode, {
    message: error.message,
    message_hi: hi ?? (error.code === code ? apiErrorText(code as ApiErrorCode, 'hi', params ?? {}) : undefined),
    params,
    errors: error.errors,
    extra: error.extra,
  });
}

// Every code of the catalogue has both texts (checked once at start-up, cheap).
for (const [code, entry] of Object.entries(API_ERRORS)) {
  if (!entry.en || !entry.hi) throw new Error(`error catalogue: ${code} lacks a text`);
}

export default fp<{ customNotFound?: boolean }>(async (app, opts) => {
  // An answer given before the request's body was read to its end (a refused upload, a wrong token on a form)
  // closes the connection: the unread rest would otherwise be parsed as the next request on a kept-alive
  // connection (nginx's upstream keepalive), and that request would hang.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(httpErrorBody(error, request));
    }
    // Figures the selection rules cannot work with (decision 023): a 400 with the rules' own code and both texts.
    if (error instanceof SelectionRuleError) {
      return reply
        .status(400)
        .send(
          errorBody(error.code, { message: error.text.en, message_hi: error.text.hi, params: { ...error.detail } }),
        );
    }
    // The multipart parser reports a broken form (no boundary, cut off) as a plain Error.
    if (
      !error.statusCode &&
      /^(Multipart:|Unexpected end of|Boundary required|\w+ terminated early)/.test(error.message)
    ) {
      return reply.status(400).send(errorBody('form_unreadable'));
    }
    // The client went away before its body arrived (a phone losing its signal during an upload, a closed tab): its
    // doing, not the server's. One line at info level, no stack; the answer goes nowhere but is a 400 all the same.
    if (cutByClient(error, request)) {
      request.log.info({ code: error.code ?? error.message }, 'request body cut off by the client');
      return reply.status(400).send(errorBody('form_unreadable'));
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      // No prototype: a field called "constructor" or "__proto__" is just a field name here.
      const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
      for (const v of error.validation) {
        const field =
          (v.params as { missingProperty?: string; additionalProperty?: string })?.missingProperty ??
          (v.params as { additionalProperty?: string })?.additionalProperty ??
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ??
          'body';
        const text =
          v.keyword === 'required'
            ? 'This field is required'
            : v.keyword === 'additionalProperties'
              ? 'This field is not accepted'
              : v.keyword === 'type'
                ? `Must be a ${(v.params as { type?: string }).type ?? 'different type'}`
                : v.keyword === 'maxLength'
                  ? // The rules' own words, which carry their Hindi ("अधिकतम N अक्षर").
                    `At most ${(v.params as { limit?: number }).limit} characters`
                  : (v.message ?? 'is invalid');
        (errors[field || 'body'] ??= []).push(text);
      }
      return reply.status(400).send(errorBody('validation_failed', { message: 'The request is not valid.', errors }));
    }
    if (status >= 400 && status < 500) {
      const known =
        (error.code && FRAMEWORK_CODES[error.code]) || (error instanceof SyntaxError ? 'invalid_json' : null);
      // Another 4xx of the framework keeps its own English words under the general code.
      return reply
        .status(status)
        .send(known ? errorBody(known) : errorBody('request_invalid', { message: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('server_busy'));
  });
  if (!opts.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send(errorBody('not_found', { params: { call: `${request.method} ${request.url.split('?')[0]}` } }));
    });
  }
});
