import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { chromiumAvailable, launchChromium } from "../../src/reports/chromium.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import {
  PLATFORMS,
  PROMPTS,
  rankMonitorWithTwoRounds,
  storedObservationIds,
} from "./rank-monitor-fixture.ts";

const CHROMIUM = "/usr/bin/chromium";

for (const dialect of DIALECTS) {
  describe(`rank monitor report (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let taskId: string;
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
      taskId = await rankMonitorWithTwoRounds(service, key);
    });
    after(() => service.close());

    const get = (url: string, apiKey = key) =>
      service.app.inject({ method: "GET", url, headers: { "service-api-key": apiKey } });

    test("HTML: self-contained, the task's name, its runs, charts as inline SVG, prompts x platforms", async () => {
      const response = await get(`/v1/openapi/tasks/${taskId}/report`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      const html = response.body;
      assert.match(html, /<h1>新能源汽车 &quot;周报&quot;<\/h1>/, "the task name, escaped");
      assert.equal((html.match(/<svg /g) ?? []).length, 2);
      assert.doesNotMatch(html, /<script|<link |src="http|url\(http/, "nothing outside the page");
      assert.match(html, /@media print/);
      const answers = (await storedObservationIds(service, taskId)).length;
      assert.match(html, new RegExp(`<b>${answers}</b><span>answers asked</span>`));
      for (const prompt of PROMPTS) assert.ok(html.includes(prompt), prompt);
      for (const platform of PLATFORMS) assert.ok(html.includes(`<th>${platform}</th>`), platform);
    });

    test("it renders in Chromium without console errors, page errors or requests", async () => {
      // .ci/run installs Debian's Chromium; without it this test fails rather than passing unseen.
      assert.ok(chromiumAvailable(CHROMIUM), "no Chromium at /usr/bin/chromium (apt-get install chromium)");
      const html = (await get(`/v1/openapi/tasks/${taskId}/report`)).body;
      const session = await launchChromium(CHROMIUM);
      try {
        const page = await session.context.newPage();
        const problems: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
        });
        page.on("pageerror", (error) => problems.push(error.message));
        page.on("request", (request) => {
          if (!request.url().startsWith("data:")) problems.push(`request ${request.url()}`);
        });
        await page.setContent(html, { waitUntil: "load" });
        assert.deepEqual(problems, []);
        // The charts have a size on the page, and the table has a row per prompt.
        const chartHeights = await page.$$eval("svg", (svgs) =>
          svgs.map((svg) => svg.getBoundingClientRect().height),
        );
        assert.equal(chartHeights.length, 2);
        assert.ok(
          chartHeights.every((height) => height > 50),
          String(chartHeights),
        );
        const rows = await page.$$eval("table:last-of-type tbody tr", (trs) => trs.length);
        assert.equal(rows, PROMPTS.length);
      } finally {
        await session.close();
      }
    });

    // The PDF path does not depend on the dialect: it runs once, on SQLite.
    if (dialect === "sqlite")
      test("PDF through Chromium; 503 envelope without it; report uses are counted", async () => {
        const quota = async () =>
          (
            await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key })
          ).envelope.data.permissions.find(
            (p: { permissionCode: string }) => p.permissionCode === "GEO_RANK_MONITOR_REPORT_GENERATION",
          ).usedCount;
        const used = await quota();
        if (chromiumAvailable(CHROMIUM)) {
          const pdf = await get(`/v1/openapi/tasks/${taskId}/report?format=pdf`);
          assert.equal(pdf.statusCode, 200, pdf.body.slice(0, 200));
          assert.equal(pdf.headers["content-type"], "application/pdf");
          assert.equal(pdf.rawPayload.subarray(0, 5).toString(), "%PDF-");
          assert.equal(await quota(), used + 1);
        }
        const bad = await get(`/v1/openapi/tasks/${taskId}/report?format=docx`);
        assert.equal(bad.json().code, 400);
        const noChromium = await startTestService("sqlite", {
          env: { ANSWERLENS_CHROMIUM_PATH: "/nonexistent/chromium" },
        });
        try {
          const otherKey = (await noChromium.createKey()).apiKey;
          const otherTask = await rankMonitorWithTwoRounds(noChromium, otherKey);
          const response = await noChromium.app.inject({
            method: "GET",
            url: `/v1/openapi/tasks/${otherTask}/report?format=pdf`,
            headers: { "service-api-key": otherKey },
          });
          assert.equal(response.statusCode, 503);
          const usage = (
            await noChromium.call({ method: "GET", url: "/v1/openapi/quota/usage", key: otherKey })
          ).envelope.data.permissions;
          const reportLine = usage.find(
            (p: { permissionCode: string }) => p.permissionCode === "GEO_RANK_MONITOR_REPORT_GENERATION",
          );
          assert.equal(reportLine.usedCount, 0, "an unavailable PDF uses nothing");
          assert.deepEqual(
            { ...(response.json() as object), timeStamp: 0 },
            {
              code: 503,
              msg: "PDF rendering unavailable: Chromium is not installed",
              data: null,
              timeStamp: 0,
            },
          );
        } finally {
          await noChromium.close();
        }
      });
  });
}
