// Fails a test on any request that does not go to the local server (or the
// other origins given), any console error, any uncaught page error and any failed load.
export async function guard(page, baseURL, ...otherOrigins) {
  const problems = [];
  const allowed = [baseURL, ...otherOrigins];
  // "How to play" opens by itself on a first visit (issue #14.1); the other tests
  // play as returning players (e2e/rules.spec.mjs tests the first visit).
  if (!guard.firstVisit) await returning(page.context());
  // Watched, not intercepted: a route on every request would turn Chromium's HTTP
  // cache off, so every reload and every page of a test would fetch and compile
  // Python again (issue #39.8). No request leaves the machine here anyway; one that
  // tries is a problem all the same.
  page.on("request", (req) => {
    const url = req.url();
    if (!(allowed.some((o) => url.startsWith(o)) || url.startsWith("data:") || url.startsWith("blob:"))) {
      problems.push(`outside request: ${url}`);
    }
  });
  page.on("console", (msg) => { if (msg.type() === "error") problems.push(`console error: ${msg.text()}`); });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  // A load cut short by a navigation is not a failure: a reload while the icon loads, a
  // link followed while the rules panel's demo frames still fetch their scripts, or a
  // frame given a new address while its first page still loads. Excused: requests of a
  // frame (or of the frames inside it) in flight when that frame starts to navigate, or
  // made by its old document before the new one commits, that then end in ERR_ABORTED.
  // The old document may still change its own address meanwhile (the tower page's
  // history.replaceState as its Python starts): that same-document navigation is not
  // the commit, so a frame stays "leaving" until it shows the address it is going to.
  const inFlight = new Set();
  const cutShort = new Set();
  const leaving = new Map();   // frame -> the address (without #) its navigation goes to
  const bare = (url) => url.split("#")[0];
  const frameOf = (req) => { try { return req.frame(); } catch (e) { return null; } };
  const inside = (frame, outer) => { for (let f = frame; f; f = f.parentFrame()) if (f === outer) return true; return false; };
  page.on("request", (req) => {
    const frame = frameOf(req);
    if (req.isNavigationRequest() && frame) {
      for (const r of inFlight) if (inside(frameOf(r), frame)) cutShort.add(r);
      // A frame of a page that is already leaving (the old document's frames may still start their
      // first load before the new document commits) is cut short with it (seen: the embeds page's demo
      // frames, after its language switch reloaded it and the test went on to the next page).
      if ([...leaving.keys()].some((f) => f !== frame && inside(frame, f))) cutShort.add(req);
      leaving.set(frame, bare(req.url()));   // a redirect's next request updates it
    } else if ([...leaving.keys()].some((f) => inside(frame, f))) {
      cutShort.add(req);
    }
    inFlight.add(req);
  });
  page.on("framenavigated", (frame) => { if (bare(frame.url()) === leaving.get(frame)) leaving.delete(frame); });
  page.on("requestfinished", (req) => inFlight.delete(req));
  // A frame's page load cut short by the frame's next address can be reported before that next
  // load's request is (the embed builder's preview, given a new position): such a failure is held
  // as a problem until the same frame, or the whole page, starts loading again, which excuses it
  // (seen: the embeds page's demo frames cut short by the test leaving the page just after its
  // language switch reloaded it).
  const held = new Map();
  page.on("request", (req) => {
    const frame = frameOf(req);
    if (!req.isNavigationRequest() || !frame) return;
    for (const [f, text] of held) {
      if (!(inside(f, frame) || frame === page.mainFrame())) continue;   // the page itself goes: all its frames go
      held.delete(f);
      const at = problems.indexOf(text);
      if (at >= 0) problems.splice(at, 1);
    }
  });
  page.on("requestfailed", (req) => {
    inFlight.delete(req);
    const f = frameOf(req);
    // A frame already gone (its page left) had its loads cut short with it.
    if (req.failure()?.errorText === "net::ERR_ABORTED" && (cutShort.has(req) || f?.isDetached())) return;
    const where = !f ? "no frame" : f.isDetached() ? "a detached frame" : f.parentFrame() ? "a child frame" : "the page";
    const text = `failed load: ${req.url()} (${req.failure()?.errorText}, ${req.isNavigationRequest() ? "navigation" : "subresource"} of ${where})`;
    problems.push(text);
    if (req.failure()?.errorText === "net::ERR_ABORTED" && req.isNavigationRequest() && f?.parentFrame()) {
      held.set(f, text);
    }
  });
  page.on("response", (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  return problems;
}

export async function waitReady(page) {
  await page.waitForFunction(() => document.documentElement?.dataset.ready === "true", null, { timeout: 90_000 });
}

// "How to play" opens by itself on a first visit (issue #14.1). Tests play as
// returning players, in every page of the context (e2e/rules.spec.mjs tests the
// first visit): call this for a context a test makes itself.
export async function returning(context) {
  await context.addInitScript(() => {
    try { for (const g of ["tower", "fishing", "ink"]) localStorage.setItem(`wuxing.${g}.rules-seen`, "1"); } catch (e) { /* full or refused */ }
  });
}

// Waits until every short animation has ended (a flip, a dialog's fade-in: at
// most half a second each), then two frames more: instead of a fixed sleep
// (issue #39.8). Longer ones (a hint's pulses, the loader's endless sheen) are
// decoration a test need not wait for.
export async function settled(page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++) {   // an animation may start another
      // Only running ones: a paused or idle animation's `finished` never settles.
      const running = document.getAnimations().filter((a) => a.playState === "running"
        && (a.effect?.getComputedTiming().endTime ?? Infinity) <= 500);
      if (!running.length) break;
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
