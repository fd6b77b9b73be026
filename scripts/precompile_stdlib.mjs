// Precompile Pyodide's standard library for a faster boot (issue #17): every
// module of python_stdlib.zip compiled to bytecode *inside Pyodide* (its
// Python is 3.14; the build's CPython cannot write 3.14 bytecode), written as
// unchecked hash-based .pyc files in a zip whose members are stored, not
// deflated, so that the site's brotli/gzip compresses across them. Compiled
// with PYTHONNODEBUGRANGES (issue #37.1): the bytecode keeps line numbers but
// not the column ranges that draw "^^^^" under a traceback's line, a quarter
// of the library's brotli bytes (1,075 -> 802 KB).
// Usage: node scripts/precompile_stdlib.mjs IN.zip OUT.zip
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [input, output] = process.argv.slice(2);
const root = resolve(import.meta.dirname, "..");
const dir = resolve(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(resolve(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: dir, env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/tmp/in.zip", readFileSync(input));
const report = py.runPython(`
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

compiled = kept = 0
OPTIMIZE = 2
prefix = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_STORED) as out:
    for info in src.infolist():
        data = src.read(info.filename)
        if info.filename.endswith(".py"):
            try:
                code = compile(data, f"{prefix}/{info.filename}", "exec", dont_inherit=True, optimize=OPTIMIZE)
            except SyntaxError:
                code = None      # (test data with deliberate errors): keep the source
            if code is not None:
                pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                out.writestr(zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time), pyc)
                compiled += 1
                continue
        entry = zipfile.ZipInfo(info.filename, info.date_time)
        out.writestr(entry, data)
        kept += 1
f"{compiled} modules compiled, {kept} files kept, magic {importlib.util.MAGIC_NUMBER.hex()}"
`);
writeFileSync(output, py.FS.readFile("/tmp/out.zip"));
console.log(`stdlib: ${report}; ${(readFileSync(input).length / 1e6).toFixed(2)} MB -> ${(readFileSync(output).length / 1e6).toFixed(2)} MB (stored)`);
