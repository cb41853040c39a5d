import type { ApiFailure, ApiFieldErrors, ApiServerError } from "@meshlink/domain/api-envelope";
import { generalCodeOf, type ApiErrorCode } from "@meshlink/domain/api-error-codes";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ServiceError } from "../services/service-error.ts";

const GENERIC_SERVER_ERROR = "Internal server error";

type Failure = { status: number; code: ApiErrorCode; message: string; fields?: ApiFieldErrors };

/**
 * Every failure leaves as an envelope with a code (spec sections 7–8, docs/decisions/001): a
 * user's mistake — invalid input, a refusal of a service, malformed JSON, unknown route, too large,
 * too many requests — is `status: "failed"` with its HTTP status; a service that is briefly
 * unavailable (503: the chain, a lagging indexer, a closing server) is `status: false` with the
 * message it was given, written for users; anything else is logged and answered `status: false`
 * with HTTP 500, its message hidden unless `showErrors`.
 */
export function registerErrorHandler(app: FastifyInstance, options: { showErrors: boolean }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message, fields } = describeFailure(error);
    if (status < 500) {
      const body: ApiFailure = { status: "failed", error: message, code, ...(fields && { fields }) };
      return reply.code(status).send(body);
    }

    if (status === 503) {
      request.log.warn({ err: error }, "service unavailable");
      return reply.code(503).send({ status: false, error: message, code } satisfies ApiServerError);
    }

    request.log.error({ err: error }, "request failed");
    const shown = (options.showErrors && message) || GENERIC_SERVER_ERROR;
    return reply.code(status).send({ status: false, error: shown, code } satisfies ApiServerError);
  });
}

/** A service's refusal as it was thrown; Fastify's own errors by their status; anything else a 500. */
function describeFailure(error: FastifyError): Failure {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: ApiFieldErrors = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.split("/").filter(Boolean).join(".") || (error.validationContext ?? "body");
      (fields[field] ??= []).push(issue.message ?? "Invalid value");
    }
    const first = error.validation[0]?.message ?? "Invalid request";
    return { status: 400, code: "INVALID_REQUEST", message: first, fields };
  }
  if (error instanceof ServiceError) {
    const { status, code, message, fields } = error;
    return { status, code, message, ...(fields && { fields }) };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // Fastify and its plugins (a body over the limit, a rate limit, multipart limits) give a status only.
  return { status, code: generalCodeOf(status), message: error.message };
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
  const body: ApiFailure = { status: "failed", error: error.message, code: generalCodeOf(statusCode) };
  void reply.code(statusCode).send(body);
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiFailure = {
    status: "failed",
    error: `Route ${request.method} ${request.url} not found`,
    code: "NOT_FOUND",
  };
  return reply.code(404).send(body);
}
