import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../src/reports/chromium.ts";

/** The system's Chromium (Debian's package; .ci/run installs it where missing). */
export const CHROMIUM = "/usr/bin/chromium";

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors, page errors and failed requests, as text. */
  readonly problems: string[];
  /** Every URL the page requested. */
  readonly requestedUrls: string[];
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile (its own user-data-dir) with an English locale at laptop width, recording every
 * console error, uncaught page error and request URL. Fails, never skips, without the system Chromium.
 */
export async function openBrowser(): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: the dashboard's browser tests need Debian's Chromium (apt-get install -y chromium; .ci/run installs it)`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), "answerlens-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    locale: "en-US",
    viewport: { width: 1366, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  const requestedUrls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on("request", (request) => requestedUrls.push(request.url()));
  return {
    context,
    page,
    problems,
    requestedUrls,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
