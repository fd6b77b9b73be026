"""The bytecode the site ships is the bytecode Pyodide runs (issues #17, #37.1).

The build compiles the trimmed standard library and our wheel inside Pyodide
with PYTHONNODEBUGRANGES (scripts/precompile_stdlib.mjs, precompile_wheel.mjs):
line numbers stay, the column ranges go (a quarter of the library's brotli
bytes). Only inside Pyodide, where the site's files are the ones imported.
"""
import sys

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "emscripten", reason="the site's bytecode runs only in Pyodide")


def _positions(code):
    yield from code.co_positions()
    for const in code.co_consts:
        if hasattr(const, "co_positions"):
            yield from _positions(const)


@pytest.mark.parametrize("name", ["typing", "json.decoder", "asyncio.base_events",
                                  "wuxing_core.tower.rules", "wuxing_core.ink.rules"])
def test_the_shipped_bytecode_keeps_lines_and_drops_columns(name):
    module = __import__(name, fromlist=["_"])
    assert "python_stdlib_full" not in module.__file__   # the site's library, not the tools' whole one (pyodide_node.mjs)
    code = module.__loader__.get_code(name)   # from the shipped .pyc (unchecked: never compiled anew)
    positions = list(_positions(code))
    assert any(line is not None for line, _, _, _ in positions)
    assert all(col is None and end_col is None for _, _, col, end_col in positions)


def test_the_engine_ships_as_bytecode_alone_with_its_docstrings():
    """No source beside the bytecode (issue #37.1: a third of the wheel's bytes);
    the docstrings stay, so the doctests still run here."""
    import doctest
    from importlib.machinery import SourcelessFileLoader
    from pathlib import Path

    import wuxing_core
    import wuxing_core.elements

    assert isinstance(wuxing_core.elements.__loader__, SourcelessFileLoader)
    package = Path(wuxing_core.__file__).parent
    assert list(package.rglob("*.pyc")) and not list(package.rglob("*.py"))
    assert doctest.testmod(wuxing_core.elements).attempted > 0
