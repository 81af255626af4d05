import { Type } from "typebox";
import type { OperationKind } from "../operations/operation.ts";
import { OPERATION_DEFINITIONS } from "../operations/operation-definitions.ts";
import { OPERATION_EXAMPLES } from "../operations/operation-examples.ts";

/** Schemas shared by the routes, for validation of the outer request and for the OpenAPI document. */
export const ApiKeyHeaders = Type.Object({
  "service-api-key": Type.Optional(
    Type.String({ description: "Your API key (required; checked by the server)." }),
  ),
  "service-request-id": Type.Optional(
    Type.String({ description: "Optional tracking id; makes a task submit idempotent for this key." }),
  ),
});

export function envelopeSchema(
  data: ReturnType<typeof Type.Object> | ReturnType<typeof Type.Unknown>,
  description: string,
) {
  return Type.Object(
    {
      code: Type.Integer({ description: "200 on success, else the error code (see the error table)." }),
      msg: Type.String(),
      data: Type.Union([data, Type.Null()]),
      timeStamp: Type.Integer({ description: "Server time, epoch milliseconds." }),
    },
    { description },
  );
}

export const ErrorEnvelope = envelopeSchema(Type.Unknown(), "Error envelope: code is not 200, data is null.");

/**
 * The request body of an endpoint that takes `{apiCode, data}`, with one real, valid example per
 * operation it serves (`x-examples`, which the OpenAPI document turns into the media type's named
 * examples, so the /docs page offers each operation's request instead of `{"apiCode":"string"}`).
 * `data` stays unvalidated here: `parse` is the validator (docs/validation.md).
 */
export function operationBody(kinds: readonly OperationKind[]) {
  const examples = Object.fromEntries(
    Object.values(OPERATION_DEFINITIONS)
      .filter((definition) => kinds.includes(definition.kind))
      .map((definition) => [
        definition.apiCode,
        {
          summary: definition.summary,
          value: { apiCode: definition.apiCode, data: OPERATION_EXAMPLES[definition.apiCode] },
        },
      ]),
  );
  return Type.Object(
    {
      apiCode: Type.String({ description: "The operation to run." }),
      data: Type.Optional(
        Type.Unknown({
          description:
            "The operation's parameters: the schema named after the apiCode under components.schemas.",
        }),
      ),
    },
    { "x-examples": examples },
  );
}

export const TaskRecord = Type.Object({
  taskId: Type.String(),
  status: Type.Integer({ description: "1 pending, 2 success, 3 failed, 4 timeout, 5 cancelled." }),
  statusDesc: Type.String(),
  result: Type.Unknown({
    description:
      "The operation's result when status is 2; when 4 (timeout), what had completed before the deadline, if anything; else null.",
  }),
  errorMessage: Type.Union([Type.String(), Type.Null()], {
    description: "Why a task failed, timed out or was cancelled (answerlens addition); null otherwise.",
  }),
});
