import { IMMEDIATE_API_CODES, SYNC_API_CODES, TASK_API_CODES } from "../operations/operation.ts";
import { QUERY_RESULT_SCHEMAS } from "./query-result-schemas.ts";
import { OPERATION_EXAMPLES, TASK_RESULT_SCHEMAS } from "./task-result-schemas.ts";

/**
 * Types the generic endpoints of the OpenAPI document per apiCode, in the document only: the routes keep
 * their loose schemas for validation and serialisation (the operations' `parse` validates `data` with
 * messages that name the field; results are sent as stored), while a reader or a generator sees
 * - request bodies of `/tasks` and `/execute` as `oneOf` one `{apiCode, data}` shape per apiCode, each
 *   with a real example;
 * - `data` of the submit response, `result` of the task record and `data` of `/execute` as the union of
 *   the apiCodes' results, named `result.<apiCode>` under components.schemas.
 */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as loose JSON
type Json = Record<string, any>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const SUBMITTED_CODES = [...TASK_API_CODES, ...IMMEDIATE_API_CODES];

/** Result schemas of every apiCode that has one, by component name. */
function resultComponents(): Record<string, unknown> {
  const schemas = { ...TASK_RESULT_SCHEMAS, ...QUERY_RESULT_SCHEMAS };
  return Object.fromEntries(
    Object.entries(schemas).map(([apiCode, schema]) => {
      const example = OPERATION_EXAMPLES[apiCode]?.result;
      const plain = JSON.parse(JSON.stringify(schema));
      return [`result.${apiCode}`, example === undefined ? plain : { ...plain, examples: [example] }];
    }),
  );
}

function operationBody(apiCodes: readonly string[]): Json {
  return {
    oneOf: apiCodes.map((apiCode) => ({
      type: "object",
      title: apiCode,
      required: ["apiCode", "data"],
      properties: { apiCode: { type: "string", const: apiCode }, data: ref(`data.${apiCode}`) },
      additionalProperties: false,
    })),
  };
}

/** The named examples of a request body's media type: one per apiCode. */
function mediaExamples(apiCodes: readonly string[], components: Json): Json {
  return Object.fromEntries(
    apiCodes
      .filter((apiCode) => components[`data.${apiCode}`]?.examples?.[0] !== undefined)
      .map((apiCode) => [
        apiCode,
        { summary: apiCode, value: { apiCode, data: components[`data.${apiCode}`].examples[0] } },
      ]),
  );
}

function jsonSchemaOf(operation: Json | undefined, status: string): Json | undefined {
  return operation?.responses?.[status]?.content?.["application/json"]?.schema;
}

function typeRequest(operation: Json | undefined, apiCodes: readonly string[], components: Json): void {
  const media = operation?.requestBody?.content?.["application/json"];
  if (!media) return;
  media.schema = operationBody(apiCodes);
  media.examples = mediaExamples(apiCodes, components);
}

function typeTaskRecord(operation: Json | undefined): void {
  const data = jsonSchemaOf(operation, "200")?.properties?.data;
  const record = data?.anyOf?.find((branch: Json) => branch.type === "object");
  if (!record) return;
  record.properties.result = {
    description: "The task's result when status is 2 (its shape is its apiCode's), else null.",
    anyOf: [...TASK_API_CODES.map((apiCode) => ref(`result.${apiCode}`)), { type: "null" }],
  };
}

/** Fills in the typed operations; called by @fastify/swagger's transformObject on the built document. */
export function typeOperations(document: Json): Json {
  const components = document.components.schemas as Json;
  Object.assign(components, resultComponents());
  for (const [apiCode, example] of Object.entries(OPERATION_EXAMPLES)) {
    const schema = components[`data.${apiCode}`];
    if (schema && example.params !== undefined) schema.examples = [example.params];
  }
  const paths = document.paths as Json;

  const submit = paths["/v1/openapi/tasks"]?.post;
  typeRequest(submit, SUBMITTED_CODES, components);
  const submitted = jsonSchemaOf(submit, "200");
  if (submitted) {
    submitted.properties.data = {
      anyOf: [
        {
          type: "object",
          title: "task submitted",
          required: ["requestId", "taskId"],
          properties: {
            requestId: { type: "string" },
            taskId: { type: "string", pattern: "^task_[0-9a-f]{32}$" },
          },
        },
        {
          type: "object",
          title: "geo.questions_corr_recommend",
          required: ["requestId", "result"],
          properties: { requestId: { type: "string" }, result: ref("result.geo.questions_corr_recommend") },
        },
      ],
    };
  }
  typeTaskRecord(paths["/v1/openapi/tasks/{taskId}"]?.get);
  typeTaskRecord(paths["/v1/openapi/tasks/{taskId}/cancel"]?.post);

  const execute = paths["/v1/openapi/execute"]?.post;
  typeRequest(execute, SYNC_API_CODES, components);
  const executed = jsonSchemaOf(execute, "200");
  if (executed) {
    executed.properties.data = {
      description: "The query's result; its shape is its apiCode's.",
      anyOf: SYNC_API_CODES.filter((apiCode) => components[`result.${apiCode}`]).map((apiCode) =>
        ref(`result.${apiCode}`),
      ),
    };
  }
  return document;
}
