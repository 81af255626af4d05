import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { createApiKey } from "../../src/accounts/create-api-key.ts";
import { createDemoClient } from "../../src/cli/demo/demo-client.ts";
import { createDemoClock } from "../../src/cli/demo/demo-clock.ts";
import { fillDemoHistory } from "../../src/cli/demo/fill-demo-history.ts";
import { loadConfig } from "../../src/config/config.ts";
import { type RunningServer, startServer } from "../../src/server.ts";
import { type BrowserSession, openBrowser } from "./browser-session.ts";

/**
 * The dashboard in a real Chromium against a service on SQLite filled by the demo's pipeline (a shorter
 * history: 4 days, 3 platforms). Screenshots go to a scratch folder, or to docs/dashboard when
 * ANSWERLENS_DASHBOARD_SCREENSHOTS names that folder (how docs/dashboard/*.png are made).
 */
const PLATFORMS = ["deepseek", "kimi", "baidu"];
const BRAND = {
  brandName: "小米",
  websiteUrl: "https://www.mi.com",
  productService: "智能手机",
  platforms: PLATFORMS,
  repeatQueryTimes: 1,
};
const RANK_MONITOR = {
  taskName: "国产手机口碑",
  platforms: PLATFORMS,
  promptTexts: ["拍照好的手机推荐"],
  brandKeywords: ["小米", "华为"],
  repeatQueryTimes: 1,
};
const DAYS = 4;
const SHOTS =
  process.env.ANSWERLENS_DASHBOARD_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), "answerlens-shots-"));

describe("dashboard in Chromium (SQLite, demo pipeline)", { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let key: string;
  let url: string;
  let rankTaskId: string;
  const dataDir = mkdtempSync(join(tmpdir(), "answerlens-dashboard-"));
  const shot = (name: string, fullPage = false) =>
    browser.page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

  before(async () => {
    const config = loadConfig({
      flags: { port: "0", data: dataDir, sandbox: true },
      env: {
        ANSWERLENS_LOG_LEVEL: "warn",
        ANSWERLENS_MONITOR_MAX_TOPICS: "3",
        ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC: "2",
      },
    });
    const clock = createDemoClock();
    server = await startServer(config, { now: clock.now });
    url = server.url as string;
    key = (await createApiKey(server.services.database.db, { accountName: "demo", now: Date.now() })).apiKey;
    const monitors = await fillDemoHistory({
      services: server.services,
      client: createDemoClient(url, key),
      clock,
      days: DAYS,
      brand: BRAND,
      rankMonitor: RANK_MONITOR,
      onProgress: () => {},
    });
    rankTaskId = monitors.rank.taskId;
    mkdirSync(SHOTS, { recursive: true });
    browser = await openBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("sign in, brands, a brand's charts, evidence, a geo.ranking, language; no errors, the key stays out of URLs and storage", async () => {
    const { page } = browser;

    // Sign in: the field labelled "API key" and the button "Sign in".
    await page.goto(`${url}/`);
    const focused = () =>
      page.evaluate<string>("document.activeElement.id || document.activeElement.textContent");
    await page.getByLabel("API key").waitFor();
    assert.equal(await focused(), "api-key", "the key field has the focus");
    await page.keyboard.press("Tab");
    assert.equal(await focused(), "Sign in", "Tab moves on to the button");
    await shot("sign-in");
    await page.getByLabel("API key").fill(key);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Brands: the brand with its score and a sparkline with points.
    const brandLink = page.locator("table.brands a", { hasText: BRAND.brandName });
    await brandLink.waitFor();
    await page.locator(".sparkline svg path").first().waitFor({ state: "attached" });
    const sparkPoints = Number(await page.locator(".sparkline").first().getAttribute("data-points"));
    assert.ok(sparkPoints >= DAYS, `sparkline points: ${sparkPoints}`);
    await shot("brands");

    // A brand: trend charts with data, competitors, topics, prompts, sources.
    await brandLink.click();
    await page.locator("#chart-visibility svg").waitFor();
    for (const id of ["chart-visibility", "chart-voice", "chart-position", "chart-competition"]) {
      const points = (await page.locator(`#${id}`).getAttribute("data-points")) ?? "";
      const first = Number(points.split(",")[0]);
      assert.ok(first >= 3, `${id} first series has points (${points})`);
      assert.ok((await page.locator(`#${id} svg path`).count()) > 0, `${id} draws paths`);
    }
    for (const section of ["per-platform", "competition", "topics", "prompts", "sources"]) {
      const rows = await page.locator(`section[aria-labelledby="${section}"] tbody tr`).count();
      assert.ok(rows > 0, `${section} has rows`);
    }
    await shot("brand");
    await page.locator("#competition").scrollIntoViewIfNeeded();
    await shot("brand-competition");

    // Evidence: from the visibility figure down to the answers naming the brand, highlighted.
    await page.locator(".card.figure", { hasText: "Visibility" }).getByRole("link").click();
    await page.locator("article.answer").first().waitFor();
    const brandMarks = page.locator("article.answer mark.hl-brand");
    assert.ok((await brandMarks.count()) > 0, "the brand's mentions are highlighted");
    assert.equal(await brandMarks.first().textContent(), BRAND.brandName);
    const evidenceMarks = await page
      .locator(".answer-text mark.hl-recommendation, .answer-text mark.hl-warning")
      .count();
    assert.ok(evidenceMarks > 0, "recommendation or warning evidence is highlighted in the text");
    assert.ok((await page.locator(".answer-text mark.hl-source").count()) > 0, "citations are highlighted");
    assert.match(
      (await page.locator("article.answer .tag.platform").first().textContent()) ?? "",
      /deepseek|kimi|baidu/,
    );
    await shot("evidence");

    // Brand candidates: reviewed here when the service offers the brand-knowledge operations.
    const offered = JSON.parse(await (await fetch(`${url}/openapi.json`)).text()).components.schemas;
    const panel = page.locator('section[aria-labelledby="candidates"]');
    await panel.waitFor();
    if (!offered.BrandCandidateDecideData) {
      assert.match((await panel.textContent()) ?? "", /this service does not offer/);
    } else {
      const rows = panel.locator("li[data-name]");
      if ((await rows.count()) > 0) {
        const name = (await rows.first().getAttribute("data-name")) as string;
        await rows.first().getByRole("button", { name: "Confirm" }).click();
        await panel.getByRole("status").filter({ hasText: name }).waitFor();
        assert.equal(
          await panel.locator(`li[data-name="${name}"]`).count(),
          0,
          "a decided name leaves the list",
        );
      } else {
        assert.match((await panel.textContent()) ?? "", /No unconfirmed candidate/);
      }
    }

    // Tasks: submit a geo.ranking from the form and read its result.
    await page.getByRole("link", { name: "Tasks" }).click();
    await page.getByLabel("Question (keyword)", { exact: true }).first().fill("拍照好的手机推荐");
    await page.getByLabel("Brand words (one per line)").fill("小米\n华为");
    await page.locator("form[aria-labelledby=submit-title] button[type=submit]").click();
    await page.locator('[data-status="2"]').waitFor({ timeout: 60_000 });
    await page.locator("#chart-result svg path").first().waitFor({ state: "attached" });
    assert.ok(
      Number(((await page.locator("#chart-result").getAttribute("data-points")) ?? "0").split(",")[0]) > 0,
    );
    const resultRows = await page.locator(".task-detail tbody tr").count();
    assert.ok(resultRows >= 2, `geo.ranking result rows: ${resultRows}`);
    await shot("tasks", true);

    // Language: Chinese at tablet width.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.selectOption("#language", "zh");
    await page.getByRole("heading", { name: "任务", level: 1 }).waitFor();
    assert.equal(await page.getByRole("link", { name: "品牌" }).count(), 1);
    assert.equal(await page.evaluate<string>("document.documentElement.lang"), "zh-CN");
    const wide = await page.evaluate<number>("document.documentElement.scrollWidth");
    assert.ok(wide <= 768, `no sideways scrolling at 768 px (${wide})`);
    await shot("tasks-zh-tablet");
    await page.getByRole("link", { name: "品牌" }).click();
    await page.locator("table.brands a").click();
    await page.locator("#chart-visibility svg").waitFor();
    await page.getByRole("heading", { name: "竞品对比" }).waitFor();
    const brandWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    assert.ok(brandWidth <= 768, `the brand view fits 768 px (${brandWidth})`);
    await shot("brand-zh-tablet");

    assert.deepEqual(browser.problems, [], "no console errors, page errors or failed requests");

    // The key: in this tab's sessionStorage and headers only.
    assert.equal(await page.evaluate<string | null>('sessionStorage.getItem("answerlens.apiKey")'), key);
    assert.ok(
      !(await page.evaluate<string>("JSON.stringify({ ...localStorage })")).includes(key),
      "not in localStorage",
    );
    assert.ok(!(await page.evaluate<string>("document.cookie")).includes(key), "not in document.cookie");
    assert.ok(
      (await browser.context.cookies()).every((cookie) => !cookie.value.includes(key)),
      "not in any cookie",
    );
    assert.ok(browser.requestedUrls.length > 20);
    for (const requested of browser.requestedUrls) assert.ok(!requested.includes(key), `not in ${requested}`);
    assert.ok(!page.url().includes(key));

    // Signing out forgets it.
    await page.getByRole("button", { name: "退出" }).click();
    await page.getByLabel("API 密钥").waitFor();
    assert.equal(await page.evaluate<string | null>('sessionStorage.getItem("answerlens.apiKey")'), null);
  });

  test("a form shows the service's own validation message", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.selectOption("#language", "en");
    await page.getByLabel("API key").fill(key);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto(`${url}/#/tasks`);
    await page.locator("#operation").selectOption("geo.checker");
    await page.getByLabel("Page URL").fill("https://www.mi.com/shop");
    await page.getByLabel("Title or brand word").fill("https://www.mi.com/shop");
    const before = browser.problems.length;
    await page.locator("form[aria-labelledby=submit-title] button[type=submit]").click();
    const message = page.locator("#submit-message");
    await message.filter({ hasText: "4002" }).waitFor();
    assert.match((await message.textContent()) ?? "", /^4002: data\.title/);
    // The only new console line is the browser's own note of the 400 response.
    const added = browser.problems.slice(before);
    assert.ok(
      added.every((line) => /status of 400/.test(line)),
      added.join("\n"),
    );
  });

  test("geo.checker shows which answers cite the page; a rank monitor's rates carry their intervals", async () => {
    const { page } = browser;
    const before = browser.problems.length;
    await page.locator("#operation").selectOption("geo.checker");
    await page.getByLabel("Page URL").fill("https://www.mi.com/shop");
    await page.getByLabel("Title or brand word").fill("小米手机");
    await page.locator("form[aria-labelledby=submit-title] button[type=submit]").click();
    await page.locator('[data-status="2"]').waitFor({ timeout: 60_000 });
    const citing = page.locator("table", {
      has: page.locator("caption", { hasText: "Answers citing the page" }),
    });
    assert.ok((await citing.locator("tbody tr").count()) > 0, "one row per platform and question");
    assert.ok(
      (await citing.locator("tbody tr .badge").count()) > 0,
      "each row says whether it cites the page",
    );
    await shot("checker");

    await page.goto(`${url}/#/tasks/${rankTaskId}?apiCode=geo.rank_monitor`);
    await page.locator('[data-status="2"]').waitFor();
    const intervals = page.locator(".task-detail tbody .figure-cell small");
    await intervals.first().waitFor();
    assert.match((await intervals.first().textContent()) ?? "", /\d+(\.\d+)?–\d+(\.\d+)?/);
    assert.deepEqual(browser.problems.slice(before), []);
  });

  test("the interface language defaults to the browser's", async () => {
    // A new tab (its own sessionStorage) whose browser reports Chinese.
    const tab = await browser.context.newPage();
    await tab.addInitScript('Object.defineProperty(navigator, "language", { get: () => "zh-CN" })');
    await tab.goto(`${url}/`);
    await tab.getByLabel("API 密钥").waitFor();
    assert.equal(await tab.getByRole("button", { name: "登录" }).count(), 1);
    assert.equal(await tab.evaluate<string>("document.documentElement.lang"), "zh-CN");
    await tab.close();
  });
});
