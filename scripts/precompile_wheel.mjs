// Our wheel as bytecode only, for a faster boot and a lighter first visit
// (issues #17, #37.1): every module of the wheel is replaced by an unchecked
// hash-based <name>.pyc in its place, compiled *inside Pyodide* (the build's
// CPython cannot write 3.14 bytecode). Python imports a .pyc with no source
// beside it (a sourceless module); the sources are not shipped (103 of the
// wheel's 383 KB and 73 of app.zip's 294 KB with brotli went to sources that
// only a traceback's quoted lines read; tracebacks keep file and line). The
// docstrings stay (doctests, help). The bytecode has no column ranges
// (PYTHONNODEBUGRANGES, as scripts/precompile_stdlib.mjs says). Every member
// is stored, not deflated: the site's brotli then compresses across them (486
// KB deflated, 309 KB stored with brotli; issue #37.1). A wheel's RECORD is
// written anew for the members it now has. The pages' own modules (web/app) go
// the same way into the pages' app/*.zip, which PyScript unpacks into Python's working
// directory (DIR: where the modules will be, for tracebacks). Usage:
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
import base64, hashlib, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

site = ${JSON.stringify(where)} or "/lib/python%d.%d/site-packages" % sys.version_info[:2]
count = 0
members = []                      # (name, date_time, bytes), in the input's order
record = None
with zipfile.ZipFile("/tmp/in.whl") as src:
    for info in src.infolist():
        data = src.read(info.filename)
        if info.filename.endswith(".dist-info/RECORD"):
            record = info
            continue
        if info.filename.endswith(".py"):
            code = compile(data, f"{site}/{info.filename}", "exec", dont_inherit=True)
            data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            members.append((info.filename + "c", info.date_time, data))
            count += 1
        else:
            members.append((info.filename, info.date_time, data))
if record is not None:            # the wheel's manifest: each member's hash and size (PEP 376)
    def line(name, data):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        return f"{name},sha256={digest},{len(data)}"
    text = "".join(line(n, d) + "\\n" for n, _, d in members) + f"{record.filename},,\\n"
    members.append((record.filename, record.date_time, text.encode()))
with zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_STORED) as out:     # stored: see above
    for name, date_time, data in members:
        out.writestr(zipfile.ZipInfo(name, date_time), data)
f"{count} modules compiled, sources left out (magic {importlib.util.MAGIC_NUMBER.hex()})"
`);
writeFileSync(output, py.FS.readFile("/tmp/out.whl"));
console.log(`${where ? "app" : "wheel"}: ${report}`);
