// Pyodide under Node as the site ships it (build/site/pyodide: the trimmed
// standard library of issue #37.1, our wheel from the site's lock), for the
// Pyodide test run and the benchmarks. The whole library (compiled, from the
// build's cache) is added *after* the site's on sys.path, for what only the
// tools use (pytest, statistics): a module the site's code needs and the
// trimmed library lacks is caught by the test run (scripts/pyodide_pytest.mjs).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const root = resolve(import.meta.dirname, "..");
export const FULL_STDLIB = "/lib/python_stdlib_full.zip";

export async function loadSitePyodide(options = {}) {
  const pyodideDir = join(root, "build", "site", "pyodide") + "/";
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  const py = await loadPyodide({ indexURL: pyodideDir, ...options });
  const version = JSON.parse(readFileSync(join(root, "node_modules", "pyodide", "package.json"), "utf8")).version;
  py.FS.writeFile(FULL_STDLIB, readFileSync(join(root, "build", "cache", `python_stdlib-${version}-pyc-nodebugranges.zip`)));
  py.runPython(`import sys; sys.path.append("${FULL_STDLIB}")`);
  return py;
}
