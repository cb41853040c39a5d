import type { ApiFailure, ApiFieldErrors, ApiServerError } from "@meshlink/domain/api-envelope";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

const GENERIC_SERVER_ERROR = "Internal server error";

/**
 * Every failure leaves as an envelope (spec sections 7–8): a user's mistake — invalid input,
 * malformed JSON, unknown route, too large, too many requests — is `status: "failed"` with its HTTP
 * status; a service that is briefly unavailable (503: the chain, a lagging indexer, a closing
 * server) is `status: false` with the message it was given, written for users; anything else is
 * logged and answered `status: false` with HTTP 500.
 */
export function registerErrorHandler(app: FastifyInstance, options: { showErrors: boolean }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: ApiFieldErrors = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.split("/").filter(Boolean).join(".") || (error.validationContext ?? "body");
        (fields[field] ??= []).push(issue.message ?? "Invalid value");
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      return reply.code(400).send({ status: "failed", error: first, fields } satisfies ApiFailure);
    }

    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: "failed", error: error.message } satisfies ApiFailure);
    }

    if (statusCode === 503) {
      request.log.warn({ err: error }, "service unavailable");
      return reply.code(503).send({ status: false, error: error.message } satisfies ApiServerError);
    }

    request.log.error({ err: error }, "request failed");
    const message = options.showErrors ? error.message : GENERIC_SERVER_ERROR;
    return reply
      .code(statusCode >= 500 ? statusCode : 500)
      .send({ status: false, error: message || GENERIC_SERVER_ERROR } satisfies ApiServerError);
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs — a
 * URL that does not decode (`%C0%AF`, a lone `%`), a path parameter too long — in the envelope too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(statusCode).send({ status: "failed", error: error.message } satisfies ApiFailure);
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiFailure = { status: "failed", error: `Route ${request.method} ${request.url} not found` };
  return reply.code(404).send(body);
}
