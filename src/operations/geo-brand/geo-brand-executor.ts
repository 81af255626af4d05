import type { MonitorSettings } from "../../config/config.ts";
import { hasProfile, loadBrand, registerBrand } from "../brand-knowledge/brand-registry.ts";
import { claimBrandMonitor, ensureBrandMonitor } from "../monitoring/brand-monitor.ts";
import { type BrandRoundDeps, runBrandRound } from "../monitoring/brand-round-runner.ts";
import { loadMonitor } from "../monitoring/create-monitor.ts";
import { nextSlotAfter } from "../monitoring/monitor-slots.ts";
import type { GeneratorSettings } from "../question-generator.ts";
import type { TaskExecutor } from "../task-executor.ts";
import { brandLangType } from "./brand-profile-prompt.ts";
import { generateBrandProfile } from "./generate-brand-profile.ts";
import type { GeoBrandParams } from "./geo-brand-params.ts";
import { storeProfile } from "./store-brand-profile.ts";

export interface GeoBrandDeps extends BrandRoundDeps {
  readonly generator: GeneratorSettings;
  readonly monitor: MonitorSettings;
}

/** Distinct failure reasons, a few of them: enough to act on without repeating one cause 75 times. */
function reasons(errors: readonly string[]): string {
  const distinct = [...new Set(errors)];
  return distinct.slice(0, 5).join("; ") + (distinct.length > 5 ? `; and ${distinct.length - 5} more` : "");
}

/**
 * geo.brand: registers the brand (one per account and name), has the generator platform write its
 * profile once (a durable step: a resumed task never asks twice), keeps the brand's one monitor, runs the
 * first monitoring round inline (round id = this task's id) and returns the result read from the daily
 * rollups. SUCCESS when at least one answer completed, FAILED when every ask failed or the profile could
 * not be generated (the runtime then gives the charge back). Later rounds (the scheduler's monitor.round
 * tasks) keep this task's result up to date. See docs/brand-monitoring.md.
 */
export function createGeoBrandExecutor(deps: GeoBrandDeps): TaskExecutor {
  return {
    apiCode: "geo.brand",
    async execute(rawParams, context) {
      const params = rawParams as GeoBrandParams;
      const { db } = deps;
      const task = await db
        .selectFrom("tasks")
        .select("key_id")
        .where("id", "=", context.taskId)
        .executeTakeFirstOrThrow();
      const brandId = await context.step("brand", () =>
        registerBrand(db, {
          accountId: context.accountId,
          brandName: params.brandName,
          description: params.brandDescription,
          websiteUrl: params.websiteUrl,
          productService: params.productService,
          platforms: params.platforms,
          now: context.now(),
        }),
      );
      const monitorId = await ensureBrandMonitor(db, {
        accountId: context.accountId,
        keyId: task.key_id,
        taskId: context.taskId,
        brandId,
        settings: {
          platforms: params.platforms,
          repeats: params.repeatQueryTimes ?? deps.monitor.brandRepeats,
        },
        intervalMs: deps.monitor.intervalMs,
        now: context.now(),
      });

      const { brand } = await loadBrand(db, brandId);
      if (!hasProfile(brand)) {
        const langType = brandLangType(brand.name, brand.description);
        const generated = await context.step("profile", () =>
          generateBrandProfile(
            deps.platforms,
            deps.generator,
            {
              brandName: brand.name,
              description: brand.description,
              websiteUrl: brand.website_url,
              productService: brand.product_service,
              langType,
              maxTopics: deps.monitor.maxTopics,
              promptsPerTopic: deps.monitor.promptsPerTopic,
            },
            context.signal,
          ),
        );
        if ("error" in generated) return { status: "failed", error: generated.error };
        // False when a concurrent submit stored its profile first: the brand keeps that one.
        await storeProfile(db, { brandId, monitorId }, generated.profile, langType, context.now());
      }

      const { monitor, prompts } = await loadMonitor(db, monitorId);
      if (prompts.length === 0)
        return { status: "failed", error: "the brand has no monitoring prompts to ask" };
      await db
        .insertInto("monitor_rounds")
        .values({
          id: context.taskId,
          monitor_id: monitorId,
          slot_at: context.submittedAt,
          started_at: context.now(),
          finished_at: null,
          status: "running",
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const round = await runBrandRound(
        deps,
        monitor,
        { id: context.taskId, slotAt: context.submittedAt },
        context,
      );
      const succeeded = round.completed > 0 && round.result !== null;
      await db
        .updateTable("monitor_rounds")
        .set({ status: succeeded ? "success" : "failed", finished_at: context.now() })
        .where("id", "=", context.taskId)
        .execute();
      if (!succeeded || round.result === null)
        return {
          status: "failed",
          error: `every platform answer of the first monitoring round failed: ${reasons(round.errors)}`,
        };
      await claimBrandMonitor(db, {
        monitorId,
        taskId: context.taskId,
        keyId: task.key_id,
        submittedAt: context.submittedAt,
        nextRunAt: nextSlotAfter(context.submittedAt, deps.monitor, deps.timeZone),
        now: context.now(),
      });
      return { status: "success", result: round.result };
    },
  };
}
