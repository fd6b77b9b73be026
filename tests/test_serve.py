"""``scripts/serve.py``, the local server of ``make serve`` and the benchmarks:
a compressed twin is sent to a browser that accepts it, and a current
If-Modified-Since gets 304 for a twin as for a plain file (a static host's
behaviour; the service worker's install revalidates every file but the
wasm, #37.3); --max-age and --log act as a host's Cache-Control and a
request log."""
import sys

import pytest

if sys.platform == "emscripten":    # before the imports: the site's library has no http.client
    pytest.skip("no sockets inside Pyodide", allow_module_level=True)

import functools  # noqa: E402
import http.client  # noqa: E402
import importlib.util  # noqa: E402
import threading  # noqa: E402
from pathlib import Path  # noqa: E402


@pytest.fixture
def server(tmp_path):
    spec = importlib.util.spec_from_file_location("serve", Path(__file__).parent.parent / "scripts" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    (tmp_path / "a.wasm").write_bytes(b"\0asm" * 100)
    (tmp_path / "a.wasm.br").write_bytes(b"compressed")
    (tmp_path / "b.txt").write_text("plain")
    httpd = serve.http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(serve.Handler, directory=str(tmp_path)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


def get(port: int, path: str, **headers: str) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    response.body = response.read()
    conn.close()
    return response


@pytest.mark.parametrize("path, encoding", [("/a.wasm", {"Accept-Encoding": "br"}), ("/b.txt", {})])
def test_a_current_copy_gets_304_and_an_old_one_the_file(server, path, encoding):
    first = get(server, path, **encoding)
    assert first.status == 200 and first.body
    if encoding:
        assert first.getheader("Content-Encoding") == "br" and first.body == b"compressed"
    stamp = first.getheader("Last-Modified")
    assert get(server, path, **encoding, **{"If-Modified-Since": stamp}).status == 304
    old = get(server, path, **encoding, **{"If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"})
    assert old.status == 200 and old.body == first.body
    assert get(server, path, **encoding, **{"If-Modified-Since": "not a date"}).status == 200


def test_without_brotli_the_file_itself(server):
    plain = get(server, "/a.wasm")
    assert plain.status == 200 and plain.body == b"\0asm" * 100 and plain.getheader("Content-Encoding") is None


def test_max_age_is_sent_and_requests_are_logged(tmp_path):
    """--max-age N and --log FILE (e2e/offline.spec counts the wasm's downloads with them)."""
    spec = importlib.util.spec_from_file_location("serve", Path(__file__).parent.parent / "scripts" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "b.txt").write_text("plain")
    log = tmp_path / "requests.log"
    handler = type("Logged", (serve.Handler,), {"max_age": 0, "log": log})
    httpd = serve.http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(tmp_path / "site")))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        port = httpd.server_address[1]
        first = get(port, "/b.txt?v=1")
        assert first.status == 200 and first.body == b"plain"
        assert first.getheader("Cache-Control") == "max-age=0"
        again = get(port, "/b.txt", **{"If-Modified-Since": first.getheader("Last-Modified")})
        assert again.status == 304 and again.getheader("Cache-Control") == "max-age=0"
    finally:
        httpd.shutdown()
        httpd.server_close()
    lines = log.read_text().splitlines()
    assert [line.split('"')[1] for line in lines] == ["GET /b.txt?v=1 HTTP/1.1", "GET /b.txt HTTP/1.1"]
    assert [line.split()[-2] for line in lines] == ["200", "304"]
    assert serve.Handler.max_age is None and serve.Handler.log is None   # the class is untouched
