// Playwright drives the system Chromium (Playwright's own browser download is
// not used). The static site is served by scripts/serve.py from build/site.
import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/browser.mjs";

const PORT = Number(process.env.E2E_PORT || 8765);
const BLOG_PORT = Number(process.env.E2E_BLOG_PORT || 8766);   // a blog that embeds our demos
// The blog is another *site*, as a real blog is (issue #70): "localhost" and "127.0.0.1" are different
// sites, so the demos are third-party frames there, with the storage rules browsers keep for those
// (Chromium, like Safari and Firefox in strict mode, refuses them storage). Another port of the same host
// is only another origin of the same site: kept for one test (E2E_SAME_SITE_BLOG_URL).
process.env.E2E_BLOG_URL = `http://localhost:${BLOG_PORT}`;
process.env.E2E_SAME_SITE_BLOG_URL = `http://127.0.0.1:${BLOG_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  testMatch: /.*\.spec\.mjs/,
  timeout: 120_000,
  expect: { timeout: 60_000 },
  fullyParallel: true,   // the slow files (釣鶼鰈, 墨香) spread over both workers, not one each (issue #39.8)
  workers: Number(process.env.E2E_WORKERS || 2),   // two browsers at once: the suite in about half the time on two cores
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: "block",   // offline.spec.mjs allows them; elsewhere the network is what is tested
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: [{
    command: `python3 scripts/serve.py --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  }, {
    command: `python3 scripts/serve.py --port ${BLOG_PORT} --dir e2e/blog`,
    url: `http://127.0.0.1:${BLOG_PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  }],
});
