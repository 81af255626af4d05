import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/**
 * Flags for a headless Chromium that talks to nothing: no GPU, no QUIC, no first-run, no background
 * networking, component updates or sync. The sandbox is off because the service often runs as root in a
 * container, where Chromium's sandbox cannot start; the pages it renders are our own reports.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface ChromiumSession {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export function chromiumAvailable(executablePath: string): boolean {
  return existsSync(executablePath);
}

/** Starts Chromium with a fresh profile directory (removed on close) and every request from pages blocked. */
export async function launchChromium(executablePath: string): Promise<ChromiumSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), "answerlens-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      chromiumSandbox: false,
      args: CHROMIUM_FLAGS,
      timeout: 30_000,
    });
    // A report is self-contained: anything it would fetch is a bug, and must not leave the machine.
    await context.route(/^(?!data:|about:)/, (route) => route.abort());
    return {
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}
