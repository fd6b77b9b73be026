// Only the standard library the site uses (issue #37.1). Pyodide's
// python_stdlib.zip is 9.1 MB of bytecode; the games use a small part of it.
//
// Kept: the closure (scripts/stdlib_closure.py, run inside Pyodide: its
// Python is 3.14 and reads the library's syntax) of
//   - every import in our files (the wheel, web/app, PyScript's own Python),
//     at the top or inside a function;
//   - the pages' import trace (scripts/stdlib_trace.txt, bench/stdlib_trace.mjs);
//   - the reviewed list (scripts/stdlib_keep.py: what is looked up by name);
// following, in the library's modules, what runs when they are imported;
// less the reviewed modules no browser imports (stdlib_keep.py's LEAVE_OUT).
// Then every kept module and every module of our wheel is imported from the
// trimmed zip alone: a module missing there fails the build.
//
// Usage: node scripts/trim_stdlib.mjs SOURCE.zip COMPILED.zip OUT.zip ROOTS.json REPORT.json
//   SOURCE.zip    the npm package's stdlib (sources: read for their imports)
//   COMPILED.zip  the same compiled to bytecode (scripts/precompile_stdlib.mjs)
//   ROOTS.json    {"files": [paths of our .py files], "ours": [our top-level names]}
//   REPORT.json   written: the kept modules, each with what asked for it first
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.on("uncaughtException", (e) => {   // Pyodide's errors carry its whole JS source: the message alone
  console.error(`stdlib: ${e.message || e}`);
  process.exit(1);
});

const [source, compiled, output, rootsFile, reportFile] = process.argv.slice(2);

// The import trace: the library's modules the pages and the tests were seen to
// load (scripts/stdlib_trace.txt, written by bench/stdlib_trace.mjs).
function traceNames() {
  const text = readFileSync(resolve(import.meta.dirname, "stdlib_trace.txt"), "utf8");
  return text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter(Boolean);
}
const root = resolve(import.meta.dirname, "..");
const dir = resolve(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(resolve(dir, "pyodide.mjs")).href);

// 1. The closure, read from the full library's sources.
let py = await loadPyodide({ indexURL: dir, stdLibURL: source });
const roots = JSON.parse(readFileSync(rootsFile, "utf8"));
const files = Object.fromEntries(roots.files.map((f) => [f, readFileSync(f, "utf8")]));
py.globals.set("FILES", py.toPy(files));
py.globals.set("OURS", py.toPy(roots.ours));
for (const name of ["stdlib_keep.py", "stdlib_closure.py"]) {
  py.FS.writeFile(`/tmp/${name}`, readFileSync(resolve(root, "scripts", name)));
}
py.globals.set("TRACE", py.toPy(traceNames()));
const why = py.runPython(`
import sys
sys.path.insert(0, "/tmp")
from stdlib_closure import closure
from stdlib_keep import KEEP, LEAVE_OUT
zip_path = next(p for p in sys.path if p.endswith(".zip"))
closure(FILES.to_py() if hasattr(FILES, "to_py") else FILES, [*KEEP, *TRACE], set(OURS), zip_path, LEAVE_OUT)
`).toJs({ dict_converter: Object.fromEntries });
const kept = Object.keys(why).sort();

// 2. The trimmed zip: the compiled members of the kept modules (and of no other).
py.globals.set("KEPT", py.toPy(kept));
py.FS.writeFile("/tmp/compiled.zip", readFileSync(compiled));
const summary = py.runPython(`
import zipfile
kept = set(KEPT)
def module_of(member):
    if not member.endswith(".pyc"):
        return None
    parts = member[:-4].split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)
size_in = size_out = count = 0
with zipfile.ZipFile("/tmp/compiled.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_STORED) as out:
    for info in src.infolist():
        size_in += info.file_size
        name = module_of(info.filename)
        if name in kept:
            out.writestr(zipfile.ZipInfo(info.filename, info.date_time), src.read(info.filename))
            size_out += info.file_size
            count += 1
absent = sorted(kept - {module_of(i.filename) for i in zipfile.ZipFile("/tmp/out.zip").infolist()})
[count, size_in, size_out, absent]
`).toJs();
const [count, sizeIn, sizeOut, builtin] = summary;
writeFileSync(output, py.FS.readFile("/tmp/out.zip"));

// 3. Every kept module and every module of ours imports from the trimmed zip alone.
py = await loadPyodide({ indexURL: dir, stdLibURL: output });
py.globals.set("KEPT", py.toPy(kept));
const engine = roots.files.filter((f) => f.includes("/wuxing_core/"));
for (const f of engine) {
  const target = "/tmp/ours" + f.slice(f.lastIndexOf("/wuxing_core/"));
  py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  py.FS.writeFile(target, files[f]);
}
py.globals.set("ENGINE", py.toPy(engine.map((f) => f.slice(f.lastIndexOf("/wuxing_core/") + 1, -3)
  .replaceAll("/", ".").replace(/\.__init__$/, ""))));
const failures = py.runPython(`
import importlib, sys
sys.path.append("/tmp/ours")
bad = []
for name in [*KEPT, *ENGINE]:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as e:
        bad.append(f"{name}: {e}")
    except Exception:
        pass          # a module for another platform may fail for other reasons: only a missing module counts
bad
`).toJs();
if (failures.length) {
  console.error(`stdlib: modules missing from the trimmed library:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
writeFileSync(reportFile, JSON.stringify({ modules: kept, builtin, bytes: sizeOut,
  why }, null, 1));
console.log(`stdlib: kept ${count} of the library's modules (${kept.length} named, ${builtin.length} built in), `
  + `${(sizeIn / 1e6).toFixed(2)} MB -> ${(sizeOut / 1e6).toFixed(2)} MB of bytecode`);
