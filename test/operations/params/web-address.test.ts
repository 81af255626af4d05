import assert from "node:assert/strict";
import { test } from "node:test";
import {
  looksLikeUrl,
  normalizeWebsiteUrl,
  parseFullHttpUrl,
} from "../../../src/operations/params/web-address.ts";

test("parseFullHttpUrl accepts http(s) links with a public host", () => {
  for (const ok of [
    "https://example.com",
    "http://www.example.com/a/b?c=1#d",
    "HTTPS://Example.COM/Page",
    "https://example.co.uk",
    "https://中国.cn/页面",
    "http://8.8.8.8/x",
    "https://[2001:db8::1]/",
  ]) {
    assert.ok(parseFullHttpUrl(ok), ok);
  }
  for (const bad of ["https://user:pw@example.com/"]) assert.equal(parseFullHttpUrl(bad), undefined, bad);
  for (const ok of ["https://example.com:8443/x"]) {
    assert.ok(parseFullHttpUrl(ok), ok);
  }
  assert.equal(parseFullHttpUrl("HTTPS://Example.COM")?.href, "https://example.com/");
});

test("parseFullHttpUrl refuses other schemes, missing schemes and hosts without a domain", () => {
  for (const bad of [
    "example.com",
    "www.example.com",
    "//example.com",
    "ftp://example.com",
    "https://",
    "https://localhost/",
    "http://intranet/page",
    "https://exa mple.com",
    "javascript:alert(1)",
  ]) {
    assert.equal(parseFullHttpUrl(bad), undefined, bad);
  }
});

test("normalizeWebsiteUrl accepts full URLs, www hosts and bare domains", () => {
  assert.equal(normalizeWebsiteUrl("https://www.example.com/about")?.href, "https://www.example.com/about");
  assert.equal(normalizeWebsiteUrl("www.example.com")?.href, "https://www.example.com/");
  assert.equal(normalizeWebsiteUrl("example.com")?.href, "https://example.com/");
  assert.equal(normalizeWebsiteUrl("Example.com/About")?.href, "https://example.com/About");
  assert.equal(normalizeWebsiteUrl("http://example.com")?.href, "http://example.com/");
  for (const bad of [
    "ftp://example.com",
    "not a url",
    "localhost",
    "example",
    "https://",
    "mailto:a@b.com",
  ]) {
    assert.equal(normalizeWebsiteUrl(bad), undefined, bad);
  }
});

test("looksLikeUrl: schemes and www hosts are URLs, brand words that look like domains are not", () => {
  for (const url of [
    "https://example.com",
    "http://a.b/c",
    "ftp://files.example.com",
    "www.example.com",
    "WWW.Example.com/x",
  ]) {
    assert.equal(looksLikeUrl(url), true, url);
  }
  for (const word of [
    "Booking.com",
    "小米手机",
    "Hao123.com 官网",
    "www",
    "www.",
    "https:// example.com",
    "A 品牌",
  ]) {
    assert.equal(looksLikeUrl(word), false, word);
  }
});
