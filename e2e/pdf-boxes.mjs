// The filled rectangles of a PDF Chromium printed, in millimetres (issue #18.3's size check): every content
// stream is inflated and its path operators followed with the current transformation matrix. Enough for
// Skia's output (q/Q/cm, "x y w h re" then a fill); not a general PDF reader.
import { inflateSync } from "node:zlib";

const MM_PER_PT = 25.4 / 72;

function multiply([a, b, c, d, e, f], [A, B, C, D, E, F]) {
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

// [{ pages: [[w, h] in mm], streams: [[{ x, y, w, h } in mm, page coordinates], ...] }]
export function pdfBoxes(buffer) {
  const text = buffer.toString("latin1");
  const pages = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)]
    .map((m) => [(m[3] - m[1]) * MM_PER_PT, (m[4] - m[2]) * MM_PER_PT]);
  const streams = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    let body;
    try { body = inflateSync(buffer.subarray(start, end)).toString("latin1"); } catch { continue; }
    if (!/\bre\b/.test(body)) continue;
    const rects = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const saved = [];
    let operands = [];
    let pending = [];
    for (const token of body.split(/\s+/)) {
      if (/^-?[\d.]+$/.test(token)) { operands.push(Number(token)); continue; }
      if (token === "q") saved.push(ctm);
      else if (token === "Q") ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === "cm" && operands.length >= 6) ctm = multiply(operands.slice(-6), ctm);
      else if (token === "re" && operands.length >= 4) {
        const [x, y, w, h] = operands.slice(-4);
        const [a, , , d, e, f] = ctm;
        const x1 = x * a + e, x2 = (x + w) * a + e, y1 = y * d + f, y2 = (y + h) * d + f;
        pending.push({ x: Math.min(x1, x2) * MM_PER_PT, y: Math.min(y1, y2) * MM_PER_PT,
                       w: Math.abs(x2 - x1) * MM_PER_PT, h: Math.abs(y2 - y1) * MM_PER_PT });
      } else if (["f", "F", "f*", "B", "B*"].includes(token)) { rects.push(...pending); pending = []; }
      else if (["n", "S", "s"].includes(token)) pending = [];
      operands = [];
    }
    streams.push(rects);
  }
  return { pages, streams };
}
