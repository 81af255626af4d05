import type { BaseLogger } from "pino";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import { chromiumAvailable, launchChromium } from "./chromium.ts";

/** 503 "PDF rendering unavailable" when there is no Chromium at the configured path. */
export function requirePdfRendering(chromiumPath: string): void {
  if (!chromiumAvailable(chromiumPath)) {
    throw new ServiceError(ERROR_CODES.unavailable, "PDF rendering unavailable: Chromium is not installed");
  }
}

/** Prints an HTML page to an A4 PDF with Chromium; 503 "PDF rendering unavailable" without one. */
export async function renderPdf(
  html: string,
  chromiumPath: string,
  logger: Pick<BaseLogger, "error">,
): Promise<Buffer> {
  requirePdfRendering(chromiumPath);
  let session: Awaited<ReturnType<typeof launchChromium>>;
  try {
    session = await launchChromium(chromiumPath);
  } catch (error) {
    logger.error({ err: error }, "Chromium did not start");
    throw new ServiceError(ERROR_CODES.unavailable, "PDF rendering unavailable: Chromium did not start");
  }
  try {
    const page = await session.context.newPage();
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  } finally {
    await session.close();
  }
}
