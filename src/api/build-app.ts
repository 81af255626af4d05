import type { IncomingMessage, ServerResponse } from "node:http";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { ERROR_CODES, type ErrorCode, isServiceError, ServiceError } from "../errors.ts";
import type { Services } from "../services.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from "../store/database-unavailable.ts";
import { AccessLogController } from "./access-log-controller.ts";
import { API_VERSION } from "./api-version.ts";
import { createClientErrorHandler } from "./client-error-response.ts";
import { errorEnvelope, JSON_CONTENT_TYPE } from "./envelope.ts";
import { httpStatusFor } from "./error-status.ts";
import { describeOperations, operationDataSchemas } from "./openapi-operations.ts";
import { typeOperations } from "./openapi-typed-operations.ts";
import { checkRequestIdHeader, generateRequestId } from "./request-context.ts";
import { registerCancelTaskRoute } from "./routes/cancel-task-route.ts";
import { registerCreateWebhookRoute } from "./routes/create-webhook-route.ts";
import { registerDashboardRoutes } from "./routes/dashboard-routes.ts";
import { registerDeleteWebhookRoute } from "./routes/delete-webhook-route.ts";
import { registerExecuteRoute } from "./routes/execute-route.ts";
import { registerExportTaskRoute } from "./routes/export-task-route.ts";
import { registerGetTaskRoute } from "./routes/get-task-route.ts";
import { registerHealthRoute } from "./routes/health-route.ts";
import { registerListWebhooksRoute } from "./routes/list-webhooks-route.ts";
import { registerMcpRoute } from "./routes/mcp-route.ts";
import { registerQuotaUsageRoute } from "./routes/quota-usage-route.ts";
import { registerReportTaskRoute } from "./routes/report-task-route.ts";
import { registerSubmitTaskRoute } from "./routes/submit-task-route.ts";

/** Longest path parameter the router reads (Fastify's default); a longer one is 414. */
const MAX_PARAM_LENGTH = 100;
/** Seconds a client is told to wait when it reaches a server that is shutting down. */
const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/** Maps framework errors (bad JSON, body too large, schema mismatch) to the envelope's closed codes. */
function classify(error: FastifyError | ServiceError): {
  code: ErrorCode;
  msg: string;
  retryAfterSeconds?: number;
} {
  if (isServiceError(error)) {
    return { code: error.code, msg: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (isDatabaseUnavailableError(error)) {
    return {
      code: ERROR_CODES.unavailable,
      msg: "the database is unavailable; retry later",
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (error.code === "FST_ERR_BAD_URL") {
    return { code: ERROR_CODES.badRequest, msg: "the request path holds an invalid percent-encoding" };
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return {
      code: ERROR_CODES.uriTooLong,
      msg: `a path segment is longer than ${MAX_PARAM_LENGTH} characters (a taskId is task_<32 hex>)`,
    };
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return { code: ERROR_CODES.payloadTooLarge, msg: "request body is larger than the server accepts" };
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return { code: ERROR_CODES.badRequest, msg: "Content-Type must be application/json" };
  }
  if (error.validation) {
    const first = error.validation[0];
    if (first?.keyword === "required") {
      return { code: ERROR_CODES.badRequest, msg: `${String(first.params.missingProperty)} is required` };
    }
    if (error.validationContext === "body" && !first?.instancePath) {
      return { code: ERROR_CODES.badRequest, msg: "request body must be a JSON object {apiCode, data}" };
    }
    const where = first?.instancePath
      ? first.instancePath.replace(/^\//, "").replaceAll("/", ".")
      : error.validationContext;
    return {
      code: ERROR_CODES.badRequest,
      msg: `${where ?? "request"} ${first?.message ?? "is invalid"}`.trim(),
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: ERROR_CODES.badRequest, msg: "invalid request" };
  }
  return { code: ERROR_CODES.internal, msg: "internal error" };
}

/** The one place an error becomes an answer: the envelope, its HTTP status and Retry-After. */
function errorSender(services: Services) {
  return (error: FastifyError | ServiceError, request: FastifyRequest, reply: FastifyReply): void => {
    const { code, msg, retryAfterSeconds } = classify(error);
    if (code === ERROR_CODES.internal) request.log.error({ err: error }, "request failed");
    else if (code === ERROR_CODES.unavailable && !isServiceError(error)) {
      request.log.warn({ err: error }, "database unavailable");
    }
    if (retryAfterSeconds !== undefined) reply.header("Retry-After", String(retryAfterSeconds));
    reply
      .code(httpStatusFor(code))
      .type(JSON_CONTENT_TYPE)
      .send(errorEnvelope(code, msg, services.now()));
  };
}

/**
 * The HTTP app: the spec's endpoints, the cancel addition, health, the OpenAPI document and its docs page,
 * and the web dashboard at `/`.
 * Every answer, errors and unknown paths included, is the envelope with an HTTP status that mirrors it.
 */
export async function buildApp(services: Services): Promise<FastifyInstance> {
  const sendError = errorSender(services);
  const app = Fastify({
    loggerInstance: services.logger,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Requests Node's parser refuses, and the router's refusals, answer the envelope too.
    clientErrorHandler: createClientErrorHandler(services.now),
    frameworkErrors: (error, request, reply) => sendError(error as FastifyError, request, reply),
    // Fastify's own 503 while closing has its own body; the onRequest hook below answers the envelope.
    return503OnClosing: false,
    // Node answers a request without Host with an empty 400; the onRequest hook answers the envelope.
    http: { requireHostHeader: false },
    bodyLimit: services.config.bodyLimitBytes,
    genReqId: generateRequestId,
    logController: new AccessLogController(),
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: false,
        // Documentation only: the request bodies' examples for the OpenAPI document (api-schemas.ts).
        keywords: ["x-examples"],
      },
    },
  }) as unknown as FastifyInstance; // the pino Logger type is wider than Fastify's base logger type

  // Our own JSON parser: a malformed body is a 400 envelope naming the problem, an empty one is "no body".
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(
        new ServiceError(ERROR_CODES.badRequest, `malformed JSON body: ${(error as Error).message}`),
        undefined,
      );
    }
  });

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Service-Request-Id", request.id);
    if (closing) {
      reply.header("Connection", "close");
      throw new ServiceError(ERROR_CODES.unavailable, "the service is shutting down; retry later", {
        retryAfterSeconds: SHUTDOWN_RETRY_AFTER_SECONDS,
      });
    }
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined) {
      throw new ServiceError(ERROR_CODES.badRequest, "an HTTP/1.1 request must carry a Host header");
    }
    checkRequestIdHeader(request);
  });
  // Node answers an `Expect` other than 100-continue with an empty 417 unless someone listens here.
  app.server.on("checkExpectation", (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(
      errorEnvelope(ERROR_CODES.expectationFailed, "only Expect: 100-continue is supported", services.now()),
    );
    response.writeHead(httpStatusFor(ERROR_CODES.expectationFailed), {
      "Content-Type": JSON_CONTENT_TYPE,
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
    });
    response.end(body);
  });

  app.setErrorHandler(sendError);

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .type(JSON_CONTENT_TYPE)
      .send(
        errorEnvelope(
          ERROR_CODES.notFound,
          `no endpoint ${request.method} ${request.url.split("?")[0]}`,
          services.now(),
        ),
      );
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "answerlens: Brand Visibility Analytics API",
        version: API_VERSION,
        description: describeOperations(),
      },
      components: {
        securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "Service-API-Key" } },
        schemas: operationDataSchemas() as Record<string, never>,
      },
      security: [{ apiKey: [] }],
    },
    // Per-apiCode request and result types, in the document only (openapi-typed-operations.ts).
    transformObject: (document) => typeOperations("openapiObject" in document ? document.openapiObject : {}),
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });

  registerSubmitTaskRoute(app, services);
  registerGetTaskRoute(app, services);
  registerCancelTaskRoute(app, services);
  registerExecuteRoute(app, services);
  registerQuotaUsageRoute(app, services);
  registerCreateWebhookRoute(app, services);
  registerListWebhooksRoute(app, services);
  registerDeleteWebhookRoute(app, services);
  registerHealthRoute(app, services);
  registerMcpRoute(app, services);
  registerExportTaskRoute(app, services);
  registerReportTaskRoute(app, services);
  registerDashboardRoutes(app);
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  return app;
}
