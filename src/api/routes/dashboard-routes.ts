import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The dashboard's Content-Security-Policy: scripts, styles, data and images only from this origin, no
 * inline or evaluated script, no frames, no form posts. Style attributes are allowed because ECharts
 * writes its tooltips as HTML with inline styles; a style attribute cannot run script.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
};

interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
}

/** The dashboard's files ship in the package's `web/` folder; read once when the app is built. */
const WEB_ROOT = fileURLToPath(new URL("../../../web/", import.meta.url));

function staticFile(path: string): StaticFile {
  const body = readFileSync(path);
  return {
    body,
    contentType: CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every file under web/, keyed by its URL path below /app/ (a lookup, so no path can leave web/). */
function loadWebFiles(): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(WEB_ROOT)) {
    if (CONTENT_TYPES[extname(path)] === undefined) continue;
    files.set(relative(WEB_ROOT, path).split(sep).join("/"), staticFile(path));
  }
  return files;
}

/**
 * Sends a file with the dashboard's security headers. Files are revalidated on every use (`no-cache`
 * with an ETag, answered 304 when unchanged), so an upgraded service never runs a stale script.
 */
function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply
    .header("Content-Security-Policy", DASHBOARD_CSP)
    .header("X-Content-Type-Options", "nosniff")
    .header("Referrer-Policy", "no-referrer")
    .header("Cross-Origin-Opener-Policy", "same-origin")
    .header("Cache-Control", "no-cache")
    .header("ETag", file.etag);
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  return reply.type(file.contentType).send(file.body);
}

/**
 * The web dashboard (docs/dashboard.md): `/` is its page, `/app/*` its modules and styles, and
 * `/vendor/echarts.mjs` the ECharts ES module from the installed package (no build step). Every view
 * reads the service's own API with the key the user signs in with.
 */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const files = loadWebFiles();
  const index = files.get("index.html");
  if (index === undefined) throw new Error(`dashboard page missing: ${join(WEB_ROOT, "index.html")}`);
  const echarts = staticFile(fileURLToPath(import.meta.resolve("echarts/dist/echarts.esm.min")));
  const hidden = { schema: { hide: true } };

  app.get("/", hidden, (request, reply) => send(request, reply, index));
  app.get("/vendor/echarts.mjs", hidden, (request, reply) => send(request, reply, echarts));
  app.get("/app/*", hidden, (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    const file = path === "index.html" ? undefined : files.get(path);
    if (file === undefined) return reply.callNotFound();
    return send(request, reply, file);
  });
}
