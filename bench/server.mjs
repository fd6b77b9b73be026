// Start scripts/serve.py on a free port for a benchmark; returns { url, stop }.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

// more: further options of scripts/serve.py (--max-age N, --log FILE).
export async function startServer(dir, more = []) {
  const root = resolve(import.meta.dirname, "..");
  const args = [resolve(root, "scripts/serve.py"), "--port", "0", ...more];
  if (dir) args.push("--dir", dir);
  const proc = spawn("python3", args, { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((ok, fail) => {
    proc.stdout.on("data", (d) => { const m = /(http:\/\/\S+?)\/\s/.exec(String(d)); if (m) ok(m[1]); });
    proc.on("exit", (code) => fail(new Error(`server exited ${code}`)));
  });
  return { url, stop: () => proc.kill() };
}
