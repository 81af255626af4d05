import assert from "node:assert/strict";
import { test } from "node:test";
import { canonicalUrl, canonicalUrlParts } from "../../src/analysis/canonical-url.ts";

test("lower-cases scheme and host, drops default port, fragment and tracking parameters", () => {
  assert.equal(
    canonicalUrl("HTTPS://WWW.Example.COM:443/Path/A?utm_source=x&id=3&spm=a.b&gclid=1&fbclid=2&from=t#top"),
    "https://www.example.com/Path/A?id=3",
  );
  assert.equal(canonicalUrl("http://example.com:80/"), "http://example.com/");
  assert.equal(canonicalUrl("http://example.com:8080/x"), "http://example.com:8080/x");
});

test("unwraps redirect wrappers whose target is in the URL", () => {
  assert.equal(
    canonicalUrl("https://www.google.com/url?q=https://www.canon.com/compare%3Futm_source%3Dg&sa=D"),
    "https://www.canon.com/compare",
  );
  assert.equal(
    canonicalUrl("https://link.zhihu.com/?target=https%3A%2F%2Fgithub.com%2Fnodejs%2Fnode"),
    "https://github.com/nodejs/node",
  );
});

test("rejects what is not an absolute http(s) URL", () => {
  assert.equal(canonicalUrl("not a url"), null);
  assert.equal(canonicalUrl("ftp://example.com/file"), null);
  assert.equal(canonicalUrl("javascript:alert(1)"), null);
});

test("canonicalUrlParts gives the canonical URL with the host and path it has", () => {
  assert.deepEqual(
    canonicalUrlParts("https://link.zhihu.com/?target=https%3A%2F%2FWWW.Zhihu.com%2Fquestion%2F1%23a"),
    {
      url: "https://www.zhihu.com/question/1",
      hostname: "www.zhihu.com",
      pathname: "/question/1",
    },
  );
  assert.equal(canonicalUrlParts("ftp://example.com/file"), null);
});
