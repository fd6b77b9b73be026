// Start Pyodide now, while PyScript loads (see pyodide-early.mjs).
import { start } from "./pyodide-early.mjs";
start();
