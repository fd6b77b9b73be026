// The daily deal (issue #36.5): wuxing_core/tower/daily.py's function of the
// date, here for the first paint of the tower page and the landing page
// (e2e/daily.spec.mjs checks the two agree). Needs #tower-data (its "daily").
// window.wuxingDaily: today() "YYYY-MM-DD" (the local date), parse(text)
// [y, m, d] or null, deal(text) [layout, seed] or null, rng(seed) the
// engine's SplitMix64 stream (wuxing_core/rng.py).
(function () {
  const dataEl = document.getElementById("tower-data");
  if (!dataEl) return;
  const { daily } = JSON.parse(dataEl.textContent);
  const MASK = (1n << 64n) - 1n;
  function rng(seed) {
    let state = BigInt(seed) & MASK;
    const next = () => {
      state = (state + 0x9E3779B97F4A7C15n) & MASK;
      let z = state;
      z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
      z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
      return z ^ (z >> 31n);
    };
    const below = (n) => {
      const N = BigInt(n), limit = (1n << 64n) - ((1n << 64n) % N);
      for (;;) { const x = next(); if (x < limit) return Number(x % N); }
    };
    return { next, below };
  }
  const pad = (n) => String(n).padStart(2, "0");
  function today() {
    const d = new Date();
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  function parse(text) {   // as daily.parse_day: a real date, years 2000–2999
    const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(String(text));
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(Date.UTC(y, mo - 1, d));
    if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d || y < 2000 || y > 2999) return null;
    return [y, mo, d];
  }
  function isoWeek(t) {   // the ISO week number of a UTC date
    const thursday = new Date(t.getTime());
    thursday.setUTCDate(t.getUTCDate() - ((t.getUTCDay() + 6) % 7) + 3);
    const jan4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
    return 1 + Math.round(((thursday - jan4) / 86400000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7);
  }
  function deal(text) {
    const ymd = parse(text);
    if (!ymd) return null;
    const t = new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2]));
    const weekday = (t.getUTCDay() + 6) % 7;                 // Monday 0, as date.weekday()
    const ordinal = t.getTime() / 86400000 + 719163;         // date.toordinal(): 1970-01-01 is 719163
    let layout = daily.week[weekday];
    if (weekday === 5 && isoWeek(t) % 2) layout = daily.oddSaturday;
    const out = new Set(daily.notProven[layout] || []);
    const seeds = [...Array(daily.measured).keys()].filter((s) => !out.has(s));
    return [layout, seeds[rng(ordinal).below(seeds.length)]];
  }
  window.wuxingDaily = { today, parse, deal, rng };
})();
