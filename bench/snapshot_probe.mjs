// Issue #37.4, first step: can a Pyodide memory snapshot (private API in
// 314.x: `_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`) hold our
// engine, and what would a restore save? Under Node, from the built site
// (`make build` first): a normal boot that imports the three games' engines,
// against a restore of a snapshot taken after the same imports, alternating.
// Prints the snapshot's size and wall/CPU medians; checks that the restored
// interpreter plays (legal actions of a deal) and still imports lazily (the
// solver) once the wheel is written to its file system again (a snapshot
// holds no files). The wheel is imported from its zip (zipimport), since
// `loadPackage` leaves a JS reference that makes the snapshot refuse.
//   node bench/snapshot_probe.mjs        RUNS=5 for more runs
import { loadPyodide } from "../build/site/pyodide/pyodide.mjs";
import { performance } from "node:perf_hooks";
import { readFileSync, readdirSync } from "node:fs";

const idx = new URL("../build/site/pyodide/", import.meta.url).pathname;
const wheel = idx + readdirSync(idx).find((f) => /^wuxing_core-.*\.whl$/.test(f));
const bytes = readFileSync(wheel);
const IMPORTS = "import sys; sys.path.insert(0, '/tmp/w.whl'); import wuxing_core.tower, wuxing_core.fishing, wuxing_core.ink, json";
const RUNS = Number(process.env.RUNS || 3);

function clock() {
  const t = performance.now(); const c = process.cpuUsage();
  return () => { const u = process.cpuUsage(c); return { ms: performance.now() - t, cpu: (u.user + u.system) / 1000 }; };
}
async function boot(opts = {}) {
  const stop = clock();
  const py = await loadPyodide({ indexURL: idx, ...opts });
  py.FS.mkdirTree("/tmp");
  py.FS.writeFile("/tmp/w.whl", bytes);
  if (!opts._loadSnapshot) py.runPython(IMPORTS);
  return { py, ...stop() };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const maker = await boot({ _makeSnapshot: true });
const snapshot = maker.py.makeMemorySnapshot();
console.log(`snapshot: ${(snapshot.length / 2 ** 20).toFixed(1)} MiB (the wasm heap: ${(maker.py._module.HEAP8.length / 2 ** 20).toFixed(1)} MiB)`);
const normal = [], restored = [];
for (let i = 0; i < RUNS; i++) {
  normal.push(await boot());
  const r = await boot({ _loadSnapshot: snapshot });
  if (r.py.runPython("import sys; 'wuxing_core.tower' in sys.modules") !== true) throw new Error("the restore lost our modules");
  const n = r.py.runPython("from wuxing_core.tower import Tower; len(Tower.deal('basic', seed=1).legal_actions())");
  r.py.runPython("from wuxing_core.tower import solve");   // a lazy import after the restore
  if (!(n > 0)) throw new Error("the restored engine has no legal action");
  restored.push(r);
}
for (const [name, xs] of [["normal boot + imports", normal], ["restore from snapshot", restored]]) {
  console.log(`${name.padEnd(22)} wall ${median(xs.map((x) => x.ms)).toFixed(0)} ms, CPU ${median(xs.map((x) => x.cpu)).toFixed(0)} ms (median of ${RUNS})`);
}
