"""The trimmed standard library's reading of imports (issue #37.1,
scripts/stdlib_closure.py): what it follows decides what the site ships,
so a branch it wrongly drops is a module missing in a player's browser."""
import ast
import os
import sys

import pytest

SCRIPTS = os.path.join(os.path.dirname(__file__), "..", "scripts")
if not os.path.isdir(SCRIPTS):
    pytest.skip("the build scripts are not here (inside Pyodide)", allow_module_level=True)
sys.path.insert(0, SCRIPTS)
import stdlib_closure  # noqa: E402


def names(source: str, package: str = "pkg", deep: bool = False) -> set[str]:
    return {name for name, _ in stdlib_closure.imports(ast.parse(source), package, deep)}


def test_the_top_level_and_class_bodies_are_followed_and_functions_only_when_deep():
    source = "import json\nclass A:\n    import heapq\ndef f():\n    import difflib\n"
    assert names(source) == {"json", "heapq"}
    assert names(source, deep=True) == {"json", "heapq", "difflib"}


def test_branches_this_interpreter_never_takes_are_dropped():
    source = """
if __name__ == "__main__":
    import doctest
if sys.platform == "win32":
    import winreg
elif sys.platform.startswith("darwin"):
    import _osx_support
else:
    import posixpath
if os.name == "nt":
    import nt
if TYPE_CHECKING:
    import typing_extensions
if not typing.TYPE_CHECKING:
    import keyword
"""
    assert names(source) == {"posixpath", "keyword"}


def test_a_branch_it_cannot_decide_keeps_both_sides():
    source = "try:\n    import _datetime\nexcept ImportError:\n    import _pydatetime\nif flag:\n    import a\nelse:\n    import b\n"
    assert names(source) == {"_datetime", "_pydatetime", "a", "b"}


def test_relative_imports_name_the_package_and_ours_are_left():
    assert names("from . import _constants\nfrom .._x import y\n", package="re.sub") == {"re.sub", "re._x"}
    assert stdlib_closure.imports(ast.parse("from ._parser import *"), "re", False) == [("re._parser", ("*",))]
    assert names("from .rules import Tower\n", package="") == set()     # our own files: no package given


def test_decorators_run_at_import_even_when_bodies_do_not():
    assert names("@__import__('x').deco\ndef f():\n    import y\n") == set()   # a call, not an import statement
    assert names("def f(a=1):\n    import y\n") == set()


def test_a_module_left_out_is_not_kept_nor_followed(tmp_path):
    import zipfile
    stdlib = os.path.dirname(os.__file__)
    library = tmp_path / "stdlib.zip"
    with zipfile.ZipFile(library, "w") as z:
        for name in ("argparse", "gettext", "abc", "_py_abc"):
            z.write(os.path.join(stdlib, f"{name}.py"), f"{name}.py")
    files = {"ours.py": "import abc\ndef main():\n    import argparse\n"}
    whole = stdlib_closure.closure(files, [], set(), str(library))
    assert {"argparse", "gettext", "abc", "_py_abc"} <= set(whole)     # what leaving out has to remove
    trimmed = stdlib_closure.closure(files, [], set(), str(library), leave_out={"argparse", "_py_abc"})
    assert "abc" in trimmed and not {"argparse", "gettext", "_py_abc"} & set(trimmed)
