/**
 * A small client of the service's own API (spec section 4 and the answerlens additions in docs/api.md).
 * Every call sends the key in the Service-API-Key header; a non-200 envelope becomes an ApiError carrying
 * the service's code and message, which the views show as they are.
 */
export class ApiError extends Error {
  constructor(code, msg) {
    super(msg);
    this.code = code;
  }
}

let operations;

/** The OpenAPI component name of an apiCode's `data` (`brand.candidate.decide`: `BrandCandidateDecideData`). */
function dataSchemaName(apiCode) {
  const words = apiCode.split(/[._]/).filter((word) => word !== "");
  return `${words.map((word) => word[0].toUpperCase() + word.slice(1)).join("")}Data`;
}

/**
 * The component names of this service's OpenAPI document, read once, so a view can leave out an
 * operation a service version lacks without provoking an error response.
 */
async function offeredSchemas() {
  operations ??= fetch("/openapi.json", { credentials: "omit" })
    .then((response) => response.json())
    .then((document) => new Set(Object.keys(document.components?.schemas ?? {})));
  return operations;
}

export function createApi(key, onUnauthorized) {
  async function call(method, path, body) {
    const headers = { "Service-API-Key": key };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "omit",
      cache: "no-store",
    });
    let envelope;
    try {
      envelope = await response.json();
    } catch {
      throw new ApiError(response.status, `HTTP ${response.status}`);
    }
    if (envelope.code !== 200) {
      if (envelope.code === 401) onUnauthorized?.();
      throw new ApiError(envelope.code, envelope.msg);
    }
    return envelope.data;
  }
  return {
    execute: (apiCode, data = {}) => call("POST", "/v1/openapi/execute", { apiCode, data }),
    submit: (apiCode, data) => call("POST", "/v1/openapi/tasks", { apiCode, data }),
    task: (taskId) => call("GET", `/v1/openapi/tasks/${encodeURIComponent(taskId)}`),
    cancel: (taskId) => call("POST", `/v1/openapi/tasks/${encodeURIComponent(taskId)}/cancel`),
    quota: () => call("GET", "/v1/openapi/quota/usage"),
    offers: async (apiCode) => (await offeredSchemas()).has(dataSchemaName(apiCode)),
  };
}
