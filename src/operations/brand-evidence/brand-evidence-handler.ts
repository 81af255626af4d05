import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import { evidenceHighlights } from "../../analysis/evidence-highlights.ts";
import {
  countEvidence,
  type EvidenceRow,
  type EvidenceScope,
  queryEvidenceAnalyses,
  queryEvidenceRows,
  queryOwnBrandName,
} from "../../metrics/brand-evidence-query.ts";
import { formatDateTime } from "../../util/time.ts";
import { pagedResult } from "../params/page-fields.ts";
import type { SyncContext, SyncHandler } from "../sync-handler.ts";
import type { BrandEvidenceParams } from "./brand-evidence-params.ts";

function parseAnalysis(text: string | null): AnswerAnalysis | null {
  return text === null ? null : (JSON.parse(text) as AnswerAnalysis);
}

/** Whether an answer passes the mentioned/recommended filters (a filter left out passes all). */
function passes(analysis: AnswerAnalysis | null, params: BrandEvidenceParams): boolean {
  const target = analysis?.targets[0];
  const mentioned = (target?.exposureCount ?? 0) > 0;
  const recommended = target?.isRecommended === 1;
  if (params.mentioned !== undefined && mentioned !== params.mentioned) return false;
  if (params.recommended !== undefined && recommended !== params.recommended) return false;
  return true;
}

function evidenceRecord(row: EvidenceRow, context: SyncContext) {
  const analysis = parseAnalysis(row.analysis);
  const target = analysis?.targets[0] ?? null;
  const text = row.answer_text ?? "";
  return {
    observationId: row.id,
    platform: row.platform,
    question: row.question,
    promptId: row.prompt_id,
    promptText: row.prompt_text,
    topicId: row.topic_id,
    topicName: row.topic_name,
    askedTime: formatDateTime(new Date(row.asked_at), context.timeZone),
    day: row.day,
    answerText: row.answer_text,
    provenance: {
      taskId: row.task_id,
      monitorId: row.monitor_id,
      roundId: row.round_id,
      repeatIndex: row.repeat_index,
      adapter: row.adapter,
      model: row.model,
      sandbox: row.sandbox === 1,
      searchEnabled: row.search_enabled === null ? null : row.search_enabled === 1,
      searchUsed: row.search_used === null ? null : row.search_used === 1,
      latencyMs: row.latency_ms === null ? null : Number(row.latency_ms),
      attempts: row.attempts === null ? null : Number(row.attempts),
    },
    target: target && {
      brandKeyword: target.brandKeyword,
      mentioned: target.exposureCount > 0,
      isRecommended: target.isRecommended,
      exposureCount: target.exposureCount,
      recommendCount: target.recommendCount,
      position: target.position,
      sentiment: target.sentiment,
      sentimentScore: target.sentimentScore,
    },
    evidence: {
      kind: target?.isRecommended === 1 ? "recommendation" : "warning",
      quotes: target?.evidence ?? [],
    },
    brandRecords: analysis?.brandRecords ?? [],
    sourceRecords: analysis?.sourceRecords ?? [],
    candidates: analysis?.candidates ?? [],
    highlights: analysis === null ? [] : evidenceHighlights(text, analysis),
  };
}

/**
 * brand.evidence (answerlens addition, docs/api.md): the stored answers behind a brand's figures, newest
 * first, each with its text, analysis, provenance and highlight offsets into the text. Another account's
 * or an unknown brand gives an empty page (`brandName` null), as the other queries give their empty shape.
 */
export const brandEvidenceHandler: SyncHandler<"brand.evidence"> = {
  apiCode: "brand.evidence",
  async handle(params, context) {
    const brandName = await queryOwnBrandName(context.db, context.accountId, params.brandId);
    const head = {
      brandId: params.brandId,
      brandName: brandName ?? null,
      startDate: params.startDate,
      endDate: params.endDate,
    };
    if (brandName === undefined) return { ...head, ...pagedResult([], 0, params.page) };
    const scope: EvidenceScope = {
      accountId: context.accountId,
      brandId: params.brandId,
      startDate: params.startDate,
      endDate: params.endDate,
      platform: params.llmName,
      promptId: params.promptId,
      topicId: params.topicId,
    };
    const offset = (params.page.current - 1) * params.page.size;
    let total: number;
    let rows: EvidenceRow[];
    if (params.mentioned === undefined && params.recommended === undefined) {
      total = await countEvidence(context.db, scope);
      rows = await queryEvidenceRows(context.db, scope, { offset, limit: params.page.size });
    } else {
      const kept = (await queryEvidenceAnalyses(context.db, scope)).filter((row) =>
        passes(parseAnalysis(row.analysis), params),
      );
      total = kept.length;
      const ids = kept.slice(offset, offset + params.page.size).map((row) => row.id);
      rows = await queryEvidenceRows(context.db, scope, { ids });
    }
    return {
      ...head,
      ...pagedResult(
        rows.map((row) => evidenceRecord(row, context)),
        total,
        params.page,
      ),
    };
  },
};
