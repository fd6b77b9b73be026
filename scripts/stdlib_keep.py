"""Standard-library modules the trimmed library keeps although no ``import``
statement of the site's Python names them (issue #37.1; read by
scripts/trim_stdlib.mjs, which adds the closure of their imports). Reviewed:
each entry says who asks for it by name. (Modules the pages were seen to
load are in scripts/stdlib_trace.txt; the closure of our own files' imports
is found by reading them.)
"""

KEEP = {
    # Pyodide itself: its start-up (loadPyodide) and package loader import these
    # from JavaScript (pyodide.asm.mjs), not from a Python file we read.
    "_pyodide": "Pyodide's start-up",
    "_pyodide._base": "Pyodide's start-up: eval_code, the JS bridge",
    "_pyodide._core_docs": "Pyodide's start-up",
    "_pyodide._future_helper": "Pyodide's start-up",
    "_pyodide._importhook": "Pyodide's start-up: the js module, the package loader",
    "_pyodide.docs_argspec": "Pyodide's start-up",
    "_pyodide.docstring": "Pyodide's start-up",
    "_pyodide.jsbind": "Pyodide's start-up",
    "pyodide": "Pyodide's start-up",
    "pyodide._package_loader": "loadPackage: our wheel",
    "pyodide._state": "Pyodide's start-up",
    "pyodide.code": "PyScript's runner (run_async, eval_code)",
    "pyodide.common": "Pyodide's start-up",
    "pyodide.ffi": "the JS bridge (create_proxy, to_js)",
    "pyodide.webloop": "the asyncio loop of the page",
    "site": "the interpreter's start-up",
    "sitecustomize": "the interpreter's start-up (looked up, absent is fine)",
    # Looked up by name, never imported by a statement: the codecs a page may use.
    "encodings": "codecs.lookup: the codec search function",
    "encodings.aliases": "codecs.lookup",
    "encodings.utf_8": "the default codec",
    "encodings.utf_8_sig": "json and open() with BOMs",
    "encodings.utf_16": "json.loads of bytes (detect_encoding)",
    "encodings.utf_16_le": "json.loads of bytes",
    "encodings.utf_16_be": "json.loads of bytes",
    "encodings.utf_32": "json.loads of bytes",
    "encodings.utf_32_le": "json.loads of bytes",
    "encodings.utf_32_be": "json.loads of bytes",
    "encodings.ascii": "str.encode('ascii') and the C locale",
    "encodings.latin_1": "str.encode('latin-1'), HTTP headers",
    "encodings.cp437": "zipimport: names in a zip without the UTF-8 flag",
    "encodings.idna": "URLs with non-ASCII host names (pyodide.http, urllib)",
    "encodings.punycode": "encodings.idna",
    "encodings.unicode_escape": "repr and the tokenizer's string escapes",
    "encodings.raw_unicode_escape": "pickle and the tokenizer",
    "encodings.base64_codec": "codecs.encode(..., 'base64')",
    "encodings.hex_codec": "codecs.encode(..., 'hex')",
    # PyScript's JavaScript runs Python snippets (core-*.js), not files we read.
    "json": "PyScript's config and the bridge",
    "base64": "PyScript's file helpers",
    "binascii": "PyScript's file helpers",
    "asyncio": "PyScript's handlers (async def)",
    "inspect": "PyScript's @when (signature of a handler)",
    "html": "pyscript.display",
    "io": "PyScript's output capture",
    "os": "PyScript's [files] (makedirs)",
    "traceback": "PyScript's error display (format_exception)",
    "warnings": "PyScript's deprecation notices",
}

# Read by the closure yet never imported in a browser: left out, and what only
# they import goes with them (issue #37.1). The build then imports every kept
# module from the trimmed library alone (scripts/trim_stdlib.mjs), so a
# fallback wrongly left out fails the build, not a player's page.
LEAVE_OUT = {
    "argparse": "the difficulty table's command line (python -m wuxing_core.tower.difficulty), "
                "run by CPython; imported inside its main(), which no page calls",
    "_py_abc": "abc's fallback for a Python without the C _abc: Pyodide has it built in",
    "_pydatetime": "datetime's fallback for a Python without the C _datetime: Pyodide has it built in",
    "_threading_local": "threading.local's fallback for a Python without _thread._local: built in",
}
