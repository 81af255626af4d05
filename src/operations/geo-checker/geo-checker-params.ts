import { Type } from "typebox";
import { ERROR_CODES } from "../../errors.ts";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { codePointLength } from "../params/code-point-length.ts";
import { type DataObject, fieldValue, requireDataObject } from "../params/data-object.ts";
import { readOptionalJsonStringList } from "../params/json-string-list.ts";
import { parameterError } from "../params/parameter-error.ts";
import {
  OWN_CHECKER_TITLE_MAX_LENGTH,
  OWN_CHECKER_URL_MAX_LENGTH,
  OWN_QUESTION_MAX_COUNT,
  OWN_QUESTION_MAX_LENGTH,
} from "../params/parameter-limits.ts";
import { readPlatformCsv } from "../params/platform-fields.ts";
import { readRequiredText, requireString } from "../params/text-fields.ts";
import { looksLikeUrl, parseFullHttpUrl } from "../params/web-address.ts";

/** 2: the service generates the questions; 3: the client gave them (spec 2.7 `baseData.type`). */
export type GeoCheckerQuestionType = 2 | 3;

export interface GeoCheckerParams {
  /** As sent, trimmed. */
  readonly url: string;
  /** WHATWG-normalised form (lowercase scheme and host, `/` path when empty): `baseData.url`. */
  readonly normalizedUrl: string;
  readonly title: string;
  readonly platforms: readonly PlatformCode[];
  /** Decoded from the `questions` JSON string; undefined when the service is to generate them. */
  readonly questions: readonly string[] | undefined;
  readonly type: GeoCheckerQuestionType;
}

function readCheckerUrl(fields: DataObject): { text: string; url: URL } {
  const text = readRequiredText(fields, "url", { maxLength: OWN_CHECKER_URL_MAX_LENGTH });
  const url = parseFullHttpUrl(text);
  if (!url) {
    throw parameterError("data.url must be a full link starting with http:// or https:// with a valid host");
  }
  return { text, url };
}

/** The submitted url in the forms a title could contain it: as sent, and without trailing slashes. */
function urlForms(submitted: string): string[] {
  const lower = submitted.toLowerCase();
  const withoutSlash = lower.replace(/\/+$/, "");
  return withoutSlash !== "" && withoutSlash !== lower ? [lower, withoutSlash] : [lower];
}

/**
 * `title` (spec 4.1): not empty, not a URL, not containing the submitted url; any of these is 4002, the
 * spec's code for "title invalid". A missing title or a non-string is a structural error like any other
 * field's: 400. Containment is case-insensitive.
 */
function readTitle(fields: DataObject, submittedUrl: string): string {
  const value = fieldValue(fields, "title");
  if (value === undefined) throw parameterError("data.title is required");
  const title = requireString(value, "data.title").trim();
  const invalid = (reason: string) => parameterError(`data.title ${reason}`, ERROR_CODES.invalidTitle);
  if (title === "") throw invalid("must not be empty");
  const length = codePointLength(title);
  if (length > OWN_CHECKER_TITLE_MAX_LENGTH) {
    throw invalid(`must be at most ${OWN_CHECKER_TITLE_MAX_LENGTH} characters (got ${length})`);
  }
  if (looksLikeUrl(title)) throw invalid("must be a page title or brand word, not a URL");
  const lowerTitle = title.toLowerCase();
  if (urlForms(submittedUrl).some((form) => lowerTitle.includes(form))) {
    throw invalid("must not contain the submitted data.url");
  }
  return title;
}

export const geoCheckerParams: OperationDefinition<GeoCheckerParams> = {
  apiCode: "geo.checker",
  kind: "task",
  summary: "Check whether AI answers cite a web page, on generated or given questions.",
  dataSchema: Type.Object({
    url: Type.String({
      minLength: 1,
      maxLength: OWN_CHECKER_URL_MAX_LENGTH,
      pattern: "^[Hh][Tt][Tt][Pp][Ss]?://",
      description: "Full link starting with http:// or https://.",
    }),
    title: Type.String({
      minLength: 1,
      maxLength: OWN_CHECKER_TITLE_MAX_LENGTH,
      description: "Page title or brand word; not a URL and not containing url (else code 4002).",
    }),
    platforms: Type.String({
      minLength: 1,
      description: 'Comma-separated platform codes in ONE string, e.g. "baidu,deepseek" (not an array).',
      examples: ["volcengine,baidu,deepseek"],
    }),
    questions: Type.Optional(
      Type.String({
        description: `A STRING holding a JSON array of up to ${OWN_QUESTION_MAX_COUNT} questions (not a native array); generated when absent.`,
        examples: ['["question 1","question 2"]'],
      }),
    ),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    const { text, url } = readCheckerUrl(fields);
    const title = readTitle(fields, text);
    const platforms = readPlatformCsv(fields, "platforms");
    const questions = readOptionalJsonStringList(fields, "questions", {
      maxItems: OWN_QUESTION_MAX_COUNT,
      itemMaxLength: OWN_QUESTION_MAX_LENGTH,
    });
    return { url: text, normalizedUrl: url.href, title, platforms, questions, type: questions ? 3 : 2 };
  },
};
