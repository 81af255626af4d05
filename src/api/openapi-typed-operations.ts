import { IMMEDIATE_API_CODES, SYNC_API_CODES, TASK_API_CODES } from "../operations/operation.ts";
import { KNOWLEDGE_RESULT_SCHEMAS } from "./knowledge-result-schemas.ts";
import { dataSchemaName, resultSchemaName } from "./openapi-operations.ts";
import { QUERY_RESULT_SCHEMAS } from "./query-result-schemas.ts";
import { RESULT_EXAMPLES, TASK_RESULT_SCHEMAS } from "./task-result-schemas.ts";

/**
 * Types the generic endpoints of the OpenAPI document per apiCode, in the document only: the routes keep
 * their loose schemas for validation and serialisation (the operations' `parse` validates `data` with
 * messages that name the field; results are sent as stored), while a reader or a generator sees
 * - request bodies of `/tasks` and `/execute` as `oneOf` one `{apiCode, data}` shape per apiCode (their
 *   named examples, one per apiCode, come from api-schemas.ts);
 * - `data` of the submit response, `result` of the task record and `data` of `/execute` as the union of
 *   the apiCodes' results, named after the apiCode (`geo.ranking`: `GeoRankingResult`) under
 *   components.schemas, each with a real example.
 */
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as loose JSON
type Json = Record<string, any>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const SUBMITTED_CODES = [...TASK_API_CODES, ...IMMEDIATE_API_CODES];

/** Result schemas of every apiCode that has one, by component name. */
function resultComponents(): Record<string, unknown> {
  const schemas = { ...TASK_RESULT_SCHEMAS, ...QUERY_RESULT_SCHEMAS, ...KNOWLEDGE_RESULT_SCHEMAS };
  return Object.fromEntries(
    Object.entries(schemas).map(([apiCode, schema]) => {
      const plain = JSON.parse(JSON.stringify(schema));
      return [resultSchemaName(apiCode), { ...plain, examples: [RESULT_EXAMPLES[apiCode]] }];
    }),
  );
}

function operationBody(apiCodes: readonly string[]): Json {
  return {
    oneOf: apiCodes.map((apiCode) => ({
      type: "object",
      title: apiCode,
      required: ["apiCode", "data"],
      properties: { apiCode: { type: "string", const: apiCode }, data: ref(dataSchemaName(apiCode)) },
      additionalProperties: false,
    })),
  };
}

function jsonSchemaOf(operation: Json | undefined, status: string): Json | undefined {
  return operation?.responses?.[status]?.content?.["application/json"]?.schema;
}

function typeRequest(operation: Json | undefined, apiCodes: readonly string[]): void {
  const media = operation?.requestBody?.content?.["application/json"];
  if (media) media.schema = operationBody(apiCodes);
}

function typeTaskRecord(operation: Json | undefined): void {
  const data = jsonSchemaOf(operation, "200")?.properties?.data;
  const record = data?.anyOf?.find((branch: Json) => branch.type === "object");
  if (!record) return;
  record.properties.result = {
    description: "The task's result when status is 2 (its shape is its apiCode's), else null.",
    anyOf: [...TASK_API_CODES.map((apiCode) => ref(resultSchemaName(apiCode))), { type: "null" }],
  };
}

/** Fills in the typed operations; called by @fastify/swagger's transformObject on the built document. */
export function typeOperations(document: Json): Json {
  const components = document.components.schemas as Json;
  Object.assign(components, resultComponents());
  const paths = document.paths as Json;

  const submit = paths["/v1/openapi/tasks"]?.post;
  typeRequest(submit, SUBMITTED_CODES);
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
          properties: {
            requestId: { type: "string" },
            result: ref(resultSchemaName("geo.questions_corr_recommend")),
          },
        },
      ],
    };
  }
  typeTaskRecord(paths["/v1/openapi/tasks/{taskId}"]?.get);
  typeTaskRecord(paths["/v1/openapi/tasks/{taskId}/cancel"]?.post);

  const execute = paths["/v1/openapi/execute"]?.post;
  typeRequest(execute, SYNC_API_CODES);
  const executed = jsonSchemaOf(execute, "200");
  if (executed) {
    executed.properties.data = {
      description: "The query's result; its shape is its apiCode's.",
      anyOf: SYNC_API_CODES.filter((apiCode) => components[resultSchemaName(apiCode)]).map((apiCode) =>
        ref(resultSchemaName(apiCode)),
      ),
    };
  }
  return document;
}
