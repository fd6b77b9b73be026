"""Serve build/site on localhost with the right types for .mjs and .wasm."""
from __future__ import annotations

import argparse
import functools
import http.server
import mimetypes
from pathlib import Path

SITE = Path(__file__).resolve().parent.parent / "build" / "site"


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".toml": "text/plain; charset=utf-8",
                      ".py": "text/plain; charset=utf-8", ".whl": "application/zip",
                      ".json": "application/json", ".svg": "image/svg+xml"}

    def log_message(self, *args: object) -> None:  # quiet
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", default=str(SITE))
    args = parser.parse_args()
    mimetypes.add_type("text/javascript", ".mjs")
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
