"""Serve build/site on localhost with the right types for .mjs and .wasm, and
the build's precompressed `.br` / `.gz` files to browsers that accept them
(what a static host does on its own, or is told to; see the README)."""
from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import http.server
import mimetypes
import os
from pathlib import Path

SITE = Path(__file__).resolve().parent.parent / "build" / "site"
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".toml": "text/plain; charset=utf-8",
                      ".py": "text/plain; charset=utf-8", ".whl": "application/zip",
                      ".json": "application/json", ".svg": "image/svg+xml",
                      ".webmanifest": "application/manifest+json"}

    def _not_modified(self, mtime: float) -> bool:
        """Does the browser's If-Modified-Since say its copy is current? (What
        the base class asks for plain files, here for the twins too.)"""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.timezone.utc)
        return datetime.datetime.fromtimestamp(int(mtime), datetime.timezone.utc) <= since

    def send_head(self):  # type: ignore[override]
        """A file's ``.br`` or ``.gz`` twin when the browser accepts it; else the
        file. Either answers a current If-Modified-Since with 304, as a static
        host does (the service worker's install revalidates every file with
        ``cache: "no-cache"``; the twins used to get full answers, which
        skewed the benchmarks against the site)."""
        path = self.translate_path(self.path)
        accepted = {part.split(";")[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")}
        if os.path.isfile(path):
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    if self._not_modified(os.path.getmtime(path)):
                        self.send_response(304)
                        self.send_header("Vary", "Accept-Encoding")
                        self.send_header("Last-Modified", self.date_time_string(int(os.path.getmtime(path))))
                        self.end_headers()
                        return None
                    try:
                        f = open(path + suffix, "rb")
                    except OSError:
                        break
                    size = os.fstat(f.fileno()).st_size
                    self.send_response(200)
                    self.send_header("Content-Type", self.guess_type(path))
                    self.send_header("Content-Encoding", encoding)
                    self.send_header("Content-Length", str(size))
                    self.send_header("Vary", "Accept-Encoding")
                    self.send_header("Last-Modified", self.date_time_string(int(os.path.getmtime(path))))
                    self.end_headers()
                    return f
        return super().send_head()

    max_age: int | None = None   # --max-age: sent as Cache-Control, as a host would
    log: Path | None = None      # --log: one line per request, for tests

    def end_headers(self) -> None:
        if self.max_age is not None:
            self.send_header("Cache-Control", f"max-age={self.max_age}")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet, or to --log
        if self.log is not None:
            with self.log.open("a") as out:
                out.write((format % args) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", default=str(SITE))
    parser.add_argument("--max-age", type=int, default=None,
                        help="send Cache-Control: max-age=N (GitHub Pages sends 600; 0 asks every time)")
    parser.add_argument("--log", type=Path, default=None, help="append one line per request to this file")
    args = parser.parse_args()
    mimetypes.add_type("text/javascript", ".mjs")
    Handler.max_age, Handler.log = args.max_age, args.log
    handler = functools.partial(Handler, directory=args.dir)
    with http.server.ThreadingHTTPServer((args.host, args.port), handler) as httpd:
        print(f"Serving {args.dir} at http://{args.host}:{httpd.server_address[1]}/  (Ctrl-C to stop)",
              flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
