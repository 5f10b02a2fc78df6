// Turns every error into a clear 4xx (bad input) or a logged 500 with no internals, in one JSON shape.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** More fields of the answer, e.g. `{ success: false }` for calls whose success body carries one. */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** Headers of the answer (Retry-After of a 503). */
  headers?: Record<string, string>;
}

/** Plain messages for the framework's and the upload parser's own 4xx errors. */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PROTO_VIOLATION: 'A field name is not allowed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This call expects a multipart form.',
};

export default fp<{ customNotFound?: boolean }>(async (app, opts) => {
  // An answer given before the request's body was read to its end (a refused upload, a wrong token on a form)
  // closes the connection: the unread rest would otherwise be parsed as the next request on a kept-alive
  // connection (nginx's upstream keepalive), and that request would hang.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    // The multipart parser reports a broken form (no boundary, cut off) as a plain Error.
    if (
      !error.statusCode &&
      /^(Multipart:|Unexpected end of|Boundary required|\w+ terminated early)/.test(error.message)
    ) {
      return reply.status(400).send({ message: 'The form could not be read. Please send it again.' });
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
                : (v.message ?? 'is invalid');
        (errors[field || 'body'] ??= []).push(text);
      }
      return reply.status(400).send({ message: 'The request is not valid.', errors });
    }
    if (status >= 400 && status < 500) {
      const message =
        (error.code && MESSAGES[error.code]) ||
        (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Server Busy' });
  });
  if (!opts.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
    });
  }
});
