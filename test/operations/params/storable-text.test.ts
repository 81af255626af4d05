import assert from "node:assert/strict";
import { test } from "node:test";
import type { ApiCode } from "../../../src/operations/operation.ts";
import { OPERATION_DEFINITIONS } from "../../../src/operations/operation-definitions.ts";
import { OPERATION_EXAMPLES } from "../../../src/operations/operation-examples.ts";
import { rejectUnstorableText } from "../../../src/operations/params/storable-text.ts";
import { assertServiceError } from "../assert-service-error.ts";
import { TEST_CONTEXT } from "../reject-cases.ts";

/** Every string leaf of an example, as [label, set(data, text)] pairs. */
function stringFields(example: Readonly<Record<string, unknown>>) {
  const fields: { label: string; withText(text: string): Record<string, unknown> }[] = [];
  for (const [name, value] of Object.entries(example)) {
    if (typeof value === "string") {
      fields.push({ label: `data.${name}`, withText: (text) => ({ ...example, [name]: value + text }) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item !== "string") return;
        fields.push({
          label: `data.${name}[${index}]`,
          withText: (text) => ({ ...example, [name]: value.map((v, i) => (i === index ? v + text : v)) }),
        });
      });
    }
  }
  return fields;
}

const UNSTORABLE = [
  { text: "\u0000", says: "NUL character" },
  { text: "a\ud800", says: "unpaired UTF-16 surrogate" },
  { text: "\udc00b", says: "unpaired UTF-16 surrogate" },
];

test("every example parses: the rule refuses nothing a client may send", () => {
  for (const [code, example] of Object.entries(OPERATION_EXAMPLES)) {
    assert.doesNotThrow(() => OPERATION_DEFINITIONS[code as ApiCode].parse(example, TEST_CONTEXT), code);
  }
});

test("every string field of every apiCode refuses NUL and unpaired surrogates with 400 naming it", () => {
  let checked = 0;
  for (const [code, example] of Object.entries(OPERATION_EXAMPLES)) {
    const definition = OPERATION_DEFINITIONS[code as ApiCode];
    for (const field of stringFields(example)) {
      for (const { text, says } of UNSTORABLE) {
        assertServiceError(
          () => definition.parse(field.withText(text), TEST_CONTEXT),
          400,
          field.label,
          says,
        );
        checked++;
      }
    }
  }
  assert.ok(checked >= 3 * 30, `checked ${checked} field variants`);
});

test("a NUL only JSON decoding reveals (geo.checker questions) is refused too", () => {
  const data = { ...OPERATION_EXAMPLES["geo.checker"], questions: '["a\\u0000b"]' };
  assertServiceError(
    () => OPERATION_DEFINITIONS["geo.checker"].parse(data, TEST_CONTEXT),
    400,
    "data.questions[0]",
    "NUL",
  );
});

test("unknown fields and field names obey the rule as well; astral characters pass", () => {
  assertServiceError(
    () => rejectUnstorableText({ extra: { deep: ["\u0000"] } }, "data"),
    400,
    "data.extra.deep[0]",
  );
  assertServiceError(() => rejectUnstorableText({ "a\u0000": 1 }, "data"), 400, "field name");
  assert.doesNotThrow(() => rejectUnstorableText({ name: "😀品牌\u3000", list: ["\ud83d\ude00"] }, "data"));
});
