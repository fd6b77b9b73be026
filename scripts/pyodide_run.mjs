// Run a Python script inside Pyodide under Node with our wheel loaded from the
// site's lock (build/site/pyodide), offline. Usage: node scripts/pyodide_run.mjs FILE.py
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadSitePyodide, root } from "./pyodide_node.mjs";

const py = await loadSitePyodide({ env: { ...process.env } });
const raw = (stream) => ({ write: (buf) => { stream.write(buf); return buf.length; } });
py.setStdout(raw(process.stdout));
py.setStderr(raw(process.stderr));
await py.loadPackage(["wuxing-core"], { messageCallback: () => {} });
const file = process.argv[2];
py.globals.set("__file__", file);
py.runPython(readFileSync(resolve(root, file), "utf8"), { globals: py.globals });
