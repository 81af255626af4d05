/** A small client of the service's own HTTP API, as any user would call it. */
export interface Envelope {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: result shapes vary per apiCode; the demo reads a few fields.
  data: any;
}

export interface DemoClient {
  readonly url: string;
  readonly key: string;
  call(method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope>;
  /** Submits a task operation and polls until it is final; throws unless it ends SUCCESS. */
  runTask(apiCode: string, data: unknown, onPoll?: (statusDesc: string) => void): Promise<Envelope["data"]>;
  /** Calls a synchronous query; throws on a non-200 envelope. */
  execute(apiCode: string, data: unknown): Promise<Envelope["data"]>;
}

export function createDemoClient(url: string, key: string): DemoClient {
  const client: DemoClient = {
    url,
    key,
    async call(method, path, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { "service-api-key": key, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as Envelope;
    },
    async runTask(apiCode, data, onPoll) {
      const submit = await client.call("POST", "/v1/openapi/tasks", { apiCode, data });
      if (submit.code !== 200) throw new Error(`${apiCode} submit failed: ${submit.code} ${submit.msg}`);
      const taskId = submit.data.taskId as string;
      for (;;) {
        const record = (await client.call("GET", `/v1/openapi/tasks/${taskId}`)).data;
        onPoll?.(record.statusDesc);
        if (record.status === 2) return { taskId, ...record };
        if (record.status !== 1)
          throw new Error(`${apiCode} ended ${record.statusDesc}: ${record.errorMessage}`);
        // The demo polls fast; real clients should follow the spec's 10 seconds.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async execute(apiCode, data) {
      const answer = await client.call("POST", "/v1/openapi/execute", { apiCode, data });
      if (answer.code !== 200) throw new Error(`${apiCode} failed: ${answer.code} ${answer.msg}`);
      return answer.data;
    },
  };
  return client;
}
