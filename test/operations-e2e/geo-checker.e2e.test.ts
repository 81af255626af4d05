import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { canonicalUrl } from "../../src/analysis/canonical-url.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import {
  assertInteger,
  assertKeys,
  DATE_TIME,
  isSortedDescending,
  type Json,
  runTask,
} from "./e2e-assertions.ts";

const TITLE = "新能源汽车选购指南";
const QUESTIONS = ["新能源汽车哪个牌子好", "比亚迪和特斯拉哪个好", "适合家用的电动车推荐"];

const BASE_FIELDS = [
  "id",
  "url",
  "title",
  "rank",
  "urlInclude",
  "createTime",
  "updateTime",
  "status",
  "mentionNum",
  "sourceNum",
  "questionNum",
  "userId",
  "platforms",
  "type",
  "score",
];

/** Every field and type of spec 2.7, the sort orders, and the counts that must add up. */
function assertCheckerResult(
  result: Json,
  request: { url: string; title: string; platforms: string[]; questions?: string[] },
) {
  assertKeys(result, ["baseData", "platformList", "urlCountList", "domainCountList"], "result");
  const base = result.baseData;
  assertKeys(base, BASE_FIELDS, "baseData");
  assert.match(base.id, /^check_[0-9a-f]{32}$/);
  assert.equal(base.url, new URL(request.url).href);
  assert.equal(base.title, request.title);
  // No rank or index provider is configured: both unknown.
  assert.equal(base.rank, null);
  assert.equal(base.urlInclude, null);
  assert.match(base.createTime, DATE_TIME);
  assert.match(base.updateTime, DATE_TIME);
  assert.ok(base.updateTime >= base.createTime);
  assert.ok(base.status === 2 || base.status === 3);
  for (const field of ["mentionNum", "sourceNum", "questionNum"]) assertInteger(base[field], field);
  assert.match(base.userId, /^acct_/);
  assert.equal(typeof base.platforms, "string");
  const checked: string[] = JSON.parse(base.platforms);
  assert.equal(base.type, request.questions ? 3 : 2);
  assertInteger(base.score, "score");
  assert.ok(base.score <= 100);

  // Every question on every platform; platforms sorted by mentions, descending.
  assert.deepEqual(result.platformList.map((p: Json) => p.platform).sort(), [...request.platforms].sort());
  assert.ok(
    isSortedDescending(result.platformList, (p: Json) => p.mentions),
    "platformList by mentions",
  );
  const checkedCanonical = canonicalUrl(request.url);
  let questionTexts: string[] | undefined;
  let anyFailed = false;
  for (const platform of result.platformList) {
    assertKeys(platform, ["platform", "status", "mentions", "source", "questions"], platform.platform);
    assert.ok(["completed", "failed"].includes(platform.status));
    assertInteger(platform.mentions, "mentions");
    assertInteger(platform.source, "source");
    assert.equal(platform.questions.length, base.questionNum);
    questionTexts ??= platform.questions.map((q: Json) => q.question);
    assert.deepEqual(
      platform.questions.map((q: Json) => q.question),
      questionTexts,
      "the same questions in the same order on every platform",
    );
    for (const question of platform.questions) {
      assertKeys(question, ["question", "status", "mentions", "source", "sources"], question.question);
      assert.ok(["completed", "failed"].includes(question.status));
      if (question.status !== "completed") {
        anyFailed = true;
        assert.deepEqual(question.sources, [], "sources only for completed questions");
      }
      assert.equal(question.source, question.sources.length);
      assert.equal(question.mentions, question.sources.filter((s: Json) => s.urlSame).length);
      for (const source of question.sources) {
        assertKeys(source, ["title", "url", "urlSame"], "sources[]");
        assert.equal(typeof source.title, "string");
        assert.equal(typeof source.url, "string");
        assert.equal(source.urlSame, canonicalUrl(source.url) === checkedCanonical);
      }
    }
    assert.equal(
      platform.mentions,
      platform.questions.reduce((s: number, q: Json) => s + q.mentions, 0),
    );
    assert.equal(
      platform.source,
      platform.questions.reduce((s: number, q: Json) => s + q.source, 0),
    );
    assert.equal(
      platform.status === "completed",
      platform.questions.some((q: Json) => q.status === "completed"),
    );
  }
  if (request.questions) assert.deepEqual(questionTexts, request.questions);
  assert.deepEqual(
    checked,
    result.platformList
      .filter((p: Json) => p.status === "completed")
      .map((p: Json) => p.platform)
      .sort((a: string, b: string) => request.platforms.indexOf(a) - request.platforms.indexOf(b)),
    "baseData.platforms lists the platforms actually checked, in request order",
  );
  assert.equal(base.status, anyFailed ? 3 : 2);
  assert.equal(
    base.mentionNum,
    result.platformList.reduce((s: number, p: Json) => s + p.mentions, 0),
  );
  assert.equal(
    base.sourceNum,
    result.platformList.reduce((s: number, p: Json) => s + p.source, 0),
  );

  // urlCountList: one row per cited URL, counts add up to every source occurrence, by count descending.
  assert.ok(
    isSortedDescending(result.urlCountList, (u: Json) => u.count),
    "urlCountList by count",
  );
  assert.equal(new Set(result.urlCountList.map((u: Json) => u.url)).size, result.urlCountList.length);
  assert.equal(
    result.urlCountList.reduce((s: number, u: Json) => s + u.count, 0),
    base.sourceNum,
  );
  const citedUrls = result.platformList.flatMap((p: Json) => p.questions.flatMap((q: Json) => q.sources));
  for (const row of result.urlCountList) {
    assertKeys(row, ["title", "url", "count", "websiteName", "websiteType"], "urlCountList[]");
    assertInteger(row.count, "count", 1);
    assert.equal(row.count, citedUrls.filter((s: Json) => s.url === row.url).length);
    assert.equal(typeof row.websiteName, "string");
    assert.ok(
      [
        "官网",
        "权威媒体",
        "百科",
        "问答社区",
        "垂直媒体",
        "电商",
        "社交媒体",
        "视频",
        "技术社区",
        "政府机构",
        "其他",
      ].includes(row.websiteType),
      row.websiteType,
    );
  }
  // domainCountList: one row per host, mainDomain its registrable domain, by count descending.
  assert.ok(
    isSortedDescending(result.domainCountList, (d: Json) => d.count),
    "domainCountList by count",
  );
  assert.equal(
    result.domainCountList.reduce((s: number, d: Json) => s + d.count, 0),
    base.sourceNum,
  );
  for (const row of result.domainCountList) {
    assertKeys(row, ["domain", "mainDomain", "rank", "count"], "domainCountList[]");
    assert.equal(row.rank, null);
    assertInteger(row.count, "count", 1);
    assert.ok(row.domain === row.mainDomain || row.domain.endsWith(`.${row.mainDomain}`), row.domain);
    assert.equal(row.count, citedUrls.filter((s: Json) => new URL(s.url).hostname === row.domain).length);
  }
}

for (const dialect of DIALECTS) {
  describe(`geo.checker end to end over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let accountId: string;
    before(async () => {
      service = await startTestService(dialect, { env: { ANSWERLENS_GENERATOR_MAX_QUESTIONS: "4" } });
      ({ apiKey: key, accountId } = await service.createKey());
    });
    after(() => service.close());

    test("given questions (type 3): every question on every platform, full result shape", async () => {
      const request = {
        url: "https://www.example.com/ev-guide",
        title: TITLE,
        platforms: ["baidu", "kimi", "deepseek"],
        questions: QUESTIONS,
      };
      const record = await runTask(service, key, "geo.checker", {
        ...request,
        platforms: request.platforms.join(","),
        questions: JSON.stringify(QUESTIONS),
      });
      assert.equal(record.status, 2, record.errorMessage);
      assertCheckerResult(record.result, request);
      const base = record.result.baseData;
      assert.equal(base.userId, accountId);
      assert.equal(base.questionNum, 3);
      assert.equal(base.status, 2);
      assert.ok(base.sourceNum > 0, "the search platforms cite sources");
      // Nothing cites a page the answers never saw.
      assert.equal(base.mentionNum, 0);
      assert.equal(base.score, 0);
    });

    test("a cited page is recognised by canonical URL (case, tracking parameters, fragment) and scores", async () => {
      const data = { title: TITLE, platforms: "baidu,kimi,aliyun", questions: JSON.stringify(QUESTIONS) };
      const first = await runTask(service, key, "geo.checker", { ...data, url: "https://www.example.com/a" });
      const cited = first.result.urlCountList[0];
      assert.ok(cited, "the first check found cited pages");
      const url = new URL(cited.url);
      // The same page written differently: upper-case host, a tracking parameter and a fragment.
      const variant = `${url.protocol}//${url.host.toUpperCase()}${url.pathname}?utm_source=newsletter#top`;
      const record = await runTask(service, key, "geo.checker", { ...data, url: variant });
      assert.equal(record.status, 2, record.errorMessage);
      const result = record.result;
      assertCheckerResult(result, {
        url: variant,
        title: TITLE,
        platforms: ["baidu", "kimi", "aliyun"],
        questions: QUESTIONS,
      });
      assert.equal(
        result.baseData.mentionNum,
        cited.count,
        "every citation of the page is a same-source hit",
      );
      assert.ok(result.platformList[0].mentions > 0, "the platform citing it most comes first");
      const row = result.urlCountList.find((u: Json) => u.url === cited.url);
      assert.equal(row.websiteType, "官网", "the checked site's own pages are its official site");
      assert.ok(result.baseData.score > 0);
    });

    test("without questions (type 2) the generator platform writes them for the title, capped by config", async () => {
      const request = {
        url: "https://www.example.com/ev-guide",
        title: TITLE,
        platforms: ["baidu", "tencent"],
      };
      const record = await runTask(service, key, "geo.checker", { ...request, platforms: "baidu,tencent" });
      assert.equal(record.status, 2, record.errorMessage);
      assertCheckerResult(record.result, request);
      const questions: string[] = record.result.platformList[0].questions.map((q: Json) => q.question);
      assert.ok(questions.length >= 1 && questions.length <= 4, `1..4 questions, got ${questions.length}`);
      assert.equal(new Set(questions).size, questions.length, "no duplicates");
      for (const question of questions) {
        assert.ok(question.includes(TITLE), `"${question}" is about the title`);
        assert.doesNotMatch(question, /^(\d+[.、)）]|[-*•]|\*\*)/, "no list markers or markdown left");
      }
    });
  });

  describe(`geo.checker partial failure, generator choice and deadlines (${dialect})`, () => {
    test("failed platforms are marked failed; the task fails only when every platform failed", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "kimi=500,deepseek=401" },
      });
      try {
        const { apiKey } = await service.createKey();
        const request = {
          url: "https://www.example.com/x",
          title: TITLE,
          platforms: ["kimi", "baidu"],
          questions: QUESTIONS,
        };
        const partial = await runTask(service, apiKey, "geo.checker", {
          ...request,
          platforms: "kimi,baidu",
          questions: JSON.stringify(QUESTIONS),
        });
        assert.equal(partial.status, 2, partial.errorMessage);
        assertCheckerResult(partial.result, request);
        const kimi = partial.result.platformList.find((p: Json) => p.platform === "kimi");
        assert.equal(kimi.status, "failed");
        assert.ok(kimi.questions.every((q: Json) => q.status === "failed" && q.sources.length === 0));
        assert.equal(partial.result.baseData.status, 3);
        assert.deepEqual(JSON.parse(partial.result.baseData.platforms), ["baidu"]);

        const none = await runTask(service, apiKey, "geo.checker", {
          ...request,
          platforms: "kimi,deepseek",
          questions: JSON.stringify(QUESTIONS),
        });
        assert.equal(none.status, 3);
        assert.equal(none.result, null);
        assert.match(none.errorMessage ?? "", /every platform failed/);

        // The default generator platform is deepseek, which refuses here: no questions, task FAILED.
        const ungenerated = await runTask(service, apiKey, "geo.checker", {
          url: request.url,
          title: TITLE,
          platforms: "baidu",
        });
        assert.equal(ungenerated.status, 3);
        assert.match(ungenerated.errorMessage ?? "", /question generation failed: deepseek/);
      } finally {
        await service.close();
      }
    });

    test("ANSWERLENS_GENERATOR_PLATFORM picks the platform that writes the questions", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "deepseek=401", ANSWERLENS_GENERATOR_PLATFORM: "baidu" },
      });
      try {
        const { apiKey } = await service.createKey();
        const record = await runTask(service, apiKey, "geo.checker", {
          url: "https://www.example.com/x",
          title: TITLE,
          platforms: "kimi",
        });
        assert.equal(record.status, 2, record.errorMessage);
        assert.equal(record.result.baseData.type, 2);
        assert.ok(record.result.baseData.questionNum >= 1);
      } finally {
        await service.close();
      }
    });

    test("platforms slower than the task deadline end the task TIMEOUT", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_LATENCY: "*=4000", ANSWERLENS_TASK_DEADLINE_SECONDS: "1" },
      });
      try {
        const { apiKey } = await service.createKey();
        const record = await runTask(service, apiKey, "geo.checker", {
          url: "https://www.example.com/x",
          title: TITLE,
          platforms: "kimi,baidu",
          questions: JSON.stringify(QUESTIONS),
        });
        assert.equal(record.status, 4);
        assert.equal(record.result, null);
      } finally {
        await service.close();
      }
    });
  });
}
