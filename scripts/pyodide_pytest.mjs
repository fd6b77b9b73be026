// Runs tests/ inside real Pyodide under Node, offline: the Pyodide runtime and
// lock are the ones the site ships (build/site/pyodide), our wheel comes from
// that lock, pytest and its dependencies from build/cache (pure wheels for
// Python 3.14). Tests marked "slow" are left to the CPython run.
// The site's trimmed standard library comes first (issue #37.1): a module our
// engine imports that only the whole library (added for pytest) has fails the run.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadSitePyodide, root, FULL_STDLIB } from "./pyodide_node.mjs";

const wheelDir = join(root, "build", "cache", "wheels", "pyodide-tests");

const started = Date.now();
const py = await loadSitePyodide();
const raw = (stream) => ({ write: (buf) => { stream.write(buf); return buf.length; } });
py.setStdout(raw(process.stdout));
py.setStderr(raw(process.stderr));
await py.loadPackage(["wuxing-core"], { messageCallback: () => {} });
const wheels = readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).map((f) => join(wheelDir, f));
await py.loadPackage(wheels, { messageCallback: () => {} });
py.FS.mkdirTree("/work/tests");
py.FS.mount(py.FS.filesystems.NODEFS, { root: join(root, "tests") }, "/work/tests");
console.log(`pyodide: Python ${py.runPython("import sys; sys.version.split()[0]")} ready in ${Date.now() - started} ms`);
const args = process.argv.slice(2);
const code = py.runPython(`
import sys

def _engine_imports(event, args, needed=set()):
    """Every module first imported while the engine's code is on the stack."""
    if event == "import":
        frame = sys._getframe(1)
        while frame is not None:
            if "/site-packages/wuxing_core/" in frame.f_code.co_filename:
                needed.add(args[0])
                break
            frame = frame.f_back
    return needed

sys.addaudithook(_engine_imports)
import pytest
sys.dont_write_bytecode = True
status = pytest.main(["-q", "-p", "no:cacheprovider", "--import-mode=importlib", "-m", "not slow",
             "--rootdir", "/work/tests", "-c", "/dev/null", "/work/tests", *${JSON.stringify(args)}])
outside = sorted(name for name in _engine_imports("", ())
                 if (getattr(sys.modules.get(name), "__file__", None) or "").startswith("${FULL_STDLIB}"))
if outside:
    print(f"stdlib: the engine imported {', '.join(outside)}, which the site's trimmed library lacks "
          "(add it to scripts/stdlib_keep.py, or run bench/stdlib_trace.mjs)")
int(status) or (1 if outside else 0)
`);
process.exit(Number(code));
