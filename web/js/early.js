// Start Pyodide now, while PyScript loads (see pyodide-early.mjs).
import "./fetch-watch.mjs";   // first: a failed download is reported, not waited on for ever
import { start } from "./pyodide-early.mjs";
start();
