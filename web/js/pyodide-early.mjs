// Pyodide started from the page's <head> (issue #17): js/early.js calls
// start() as soon as the page begins to load, in parallel with PyScript's own
// start-up; PyScript (its `interpreter` setting points here) then receives
// the same instance from loadPyodide() instead of starting a second one.
import { loadPyodide as load, version } from "../pyodide/pyodide.mjs";

let started = null;
const sink = { stdout: null, stderr: null };   // PyScript's output handlers, once it asks

export function start() {
  if (!started) {
    started = load({
      indexURL: new URL("../pyodide/", import.meta.url).href,
      packages: ["wuxing-core"],
      stdout: (text) => (sink.stdout ? sink.stdout(text) : console.log(text)),
      stderr: (text) => (sink.stderr ? sink.stderr(text) : console.warn(text)),
    });
  }
  return started;
}

export async function loadPyodide(options = {}) {
  sink.stdout = options.stdout || null;
  sink.stderr = options.stderr || null;
  return start();
}

export { version };
