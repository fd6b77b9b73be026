// Add bytecode to our wheel for a faster boot (issue #17): beside every module
// of the wheel, an unchecked hash-based __pycache__/<name>.cpython-314.pyc
// compiled *inside Pyodide* (the build's CPython cannot write 3.14 bytecode).
// The sources stay (tracebacks, doctests, inspect); the bytecode has no column
// ranges (PYTHONNODEBUGRANGES, as scripts/precompile_stdlib.mjs says). Every member is stored, not
// deflated: the site's brotli then compresses across them (486 KB deflated, 309 KB
// stored with brotli; issue #37.1). The pages' own modules (web/app) go the same
// way into app/app.zip, which PyScript unpacks into Python's working directory
// (DIR: where the modules will be, for tracebacks). Usage:
//   node scripts/precompile_wheel.mjs IN.whl OUT.whl [DIR]
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [input, output, where = ""] = process.argv.slice(2);
const dir = resolve(import.meta.dirname, "..", "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(resolve(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: dir, env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/tmp/in.whl", readFileSync(input));
const report = py.runPython(`
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

tag = sys.implementation.cache_tag
site = ${JSON.stringify(where)} or "/lib/python%d.%d/site-packages" % sys.version_info[:2]
count = 0
with zipfile.ZipFile("/tmp/in.whl") as src, zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_STORED) as out:
    for info in src.infolist():
        data = src.read(info.filename)
        out.writestr(zipfile.ZipInfo(info.filename, info.date_time), data)   # stored: see above
        if info.filename.endswith(".py"):
            code = compile(data, f"{site}/{info.filename}", "exec", dont_inherit=True)
            head, _, name = info.filename.rpartition("/")
            target = f"{head}/__pycache__/{name[:-3]}.{tag}.pyc" if head else f"__pycache__/{name[:-3]}.{tag}.pyc"
            entry = zipfile.ZipInfo(target, info.date_time)
            out.writestr(entry, _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            count += 1
f"{count} modules compiled ({tag})"
`);
writeFileSync(output, py.FS.readFile("/tmp/out.whl"));
console.log(`${where ? "app" : "wheel"}: ${report}`);
