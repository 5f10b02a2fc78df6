// Turns every error into a clear 4xx (bad input) or a logged 500 with no internals, in one JSON shape.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export default fp<{ customNotFound?: boolean }>(async (app, opts) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field =
          (v.params as { missingProperty?: string; additionalProperty?: string })?.missingProperty ??
          (v.params as { additionalProperty?: string })?.additionalProperty ??
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ??
          'body';
        (errors[field || 'body'] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.status(400).send({ message: 'The request is not valid.', errors });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'This content type is not accepted here.'
              : error.message;
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
