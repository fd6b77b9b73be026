// Runs tests/ inside real Pyodide under Node, offline: the Pyodide runtime and
// lock are the ones the site ships (build/site/pyodide), our wheel comes from
// that lock, pytest and its dependencies from build/cache (pure wheels for
// Python 3.14). Tests marked "slow" are left to the CPython run.
import { readdirSync } from "node:fs";
import { resolve, join } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
const pyodideDir = join(root, "build", "site", "pyodide") + "/";
const wheelDir = join(root, "build", "cache", "wheels", "pyodide-tests");
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);

const started = Date.now();
const py = await loadPyodide({ indexURL: pyodideDir });
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
import sys, pytest
sys.dont_write_bytecode = True
pytest.main(["-q", "-p", "no:cacheprovider", "--import-mode=importlib", "-m", "not slow",
             "--rootdir", "/work/tests", "-c", "/dev/null", "/work/tests", *${JSON.stringify(args)}])
`);
process.exit(Number(code));
