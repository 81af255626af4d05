import { type TSchema, Type } from "typebox";
import { closed, nullable } from "./task-result-schemas.ts";

/**
 * OpenAPI result schemas of the brand-knowledge operations (answerlens additions, docs/brand-monitoring.md
 * "Brand knowledge"): brand.candidates, brand.candidate.decide, brand.aliases, brand.merge. Their real
 * examples are in result-examples.json (a sandbox geo.brand of 小米, then each operation).
 */
const STANDING = "candidate, learned, confirmed, rejected or merged.";
const DATE_TIME = { description: "yyyy-MM-dd HH:mm:ss in the service time zone" };
const names = (description: string) => Type.Array(Type.String(), { description });

const knownNameFields = {
  name: Type.String(),
  nameKey: Type.String({ description: "The normalised name the account's names are keyed by." }),
  standing: Type.String({ description: STANDING }),
  answers: Type.Integer({ description: "Answers that named it." }),
  acceptedAnswers: Type.Integer(),
  platformCount: Type.Integer(),
  score: Type.Number({ description: "Best candidate score, 0 to 1." }),
  evidence: names("Answer snippets that named it."),
  aliases: names("Other spellings."),
  mergedInto: nullable(Type.String()),
  firstSeenTime: nullable(Type.String(DATE_TIME)),
  lastSeenTime: nullable(Type.String(DATE_TIME)),
  decidedTime: nullable(Type.String(DATE_TIME)),
};
const reanalysisQueued = Type.Boolean({ description: "A re-analysis of the brand's answers was queued." });

const brandCandidates = closed(
  {
    brandId: Type.String(),
    brandName: Type.String(),
    aliases: names("The brand's own other spellings."),
    competitors: Type.Array(
      closed({
        competitorName: Type.String(),
        monitorType: Type.Integer(),
        aliases: names("Other spellings."),
      }),
    ),
    thresholds: closed({ learnedMinAnswers: Type.Integer(), learnedMinPlatforms: Type.Integer() }),
    counts: closed(
      Object.fromEntries(
        ["candidate", "learned", "confirmed", "rejected", "merged"].map((standing) => [
          standing,
          Type.Integer(),
        ]),
      ),
    ),
    names: Type.Array(closed({ ...knownNameFields, platforms: Type.Optional(names("Platform codes.")) })),
  },
  "brand.candidates: the brand's aliases, competitors and the account's known names.",
);

const aliasResult = {
  brandId: Type.String(),
  subject: Type.String({ description: "brand, competitor or known: whose aliases changed." }),
  name: Type.String({ description: "The subject's name." }),
  aliases: names("The subject's aliases after the change."),
  reanalysisQueued,
};

/** The brand-knowledge results by apiCode. */
export const KNOWLEDGE_RESULT_SCHEMAS: Record<string, TSchema> = {
  "brand.candidates": brandCandidates,
  "brand.candidate.decide": closed(
    { brandId: Type.String(), ...knownNameFields, reanalysisQueued },
    "brand.candidate.decide: the decided name's record.",
  ),
  "brand.aliases": closed(aliasResult, "brand.aliases: the subject's aliases after the change."),
  "brand.merge": closed(
    { ...aliasResult, merged: Type.String({ description: "The name merged in as an alias." }) },
    "brand.merge: the name is now an alias of `into`.",
  ),
};
