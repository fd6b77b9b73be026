// Fails a test on any request that does not go to the local server (or the
// other origins given), any console error, any uncaught page error and any failed load.
export async function guard(page, baseURL, ...otherOrigins) {
  const problems = [];
  const allowed = [baseURL, ...otherOrigins];
  // "How to play" opens by itself on a first visit (issue #14.1); the other tests
  // play as returning players (e2e/rules.spec.mjs tests the first visit).
  if (!guard.firstVisit) await returning(page.context());
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (allowed.some((o) => url.startsWith(o)) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    problems.push(`outside request: ${url}`);
    return route.abort();
  });
  page.on("console", (msg) => { if (msg.type() === "error") problems.push(`console error: ${msg.text()}`); });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    // A load cut short by the page's own navigation (a reload while the icon loads) is not a failure.
    if (req.failure()?.errorText === "net::ERR_ABORTED" && !req.isNavigationRequest() && req.frame().page() === page
        && req.url().endsWith("/icons/icon.svg")) return;
    problems.push(`failed load: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  return problems;
}

export async function waitReady(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 90_000 });
}

// "How to play" opens by itself on a first visit (issue #14.1). Tests play as
// returning players, in every page of the context (e2e/rules.spec.mjs tests the
// first visit): call this for a context a test makes itself.
export async function returning(context) {
  await context.addInitScript(() => {
    try { for (const g of ["tower", "fishing", "ink"]) localStorage.setItem(`wuxing.${g}.rules-seen`, "1"); } catch (e) { /* full or refused */ }
  });
}
