// Where Chromium is and how to start it on a closed-network, root machine.
import { existsSync } from "node:fs";

export const chromiumArgs = [
  "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error("Chromium not found: install it (e.g. 'apt-get install chromium') or set CHROMIUM=/path/to/chromium");
  }
  return found;
}
