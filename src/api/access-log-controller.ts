import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One access line per request, written when the answer is sent: method, URL, status and time, with the
 * request id (`requestId`) that Fastify's child logger adds. Fastify's default writes two lines (one on
 * arrival, one on completion); at the API's request rate that doubled the log volume and its cost, and
 * neither line alone said which request took how long to get which status.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: "requestId" });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
