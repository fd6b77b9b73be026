"""Which of the pages' modules (``web/app``) each page ships (issue #37): a
page's bundle holds its entry module (``tower_page`` …) and every module of
``web/app`` that entry can ever import, not the whole folder (the landing
page imports 17 of the 46).

Every import is followed, wherever it stands (a function may import late;
only the branches no interpreter here takes, ``TYPE_CHECKING`` and the
like, are skipped, as for the standard library), and
``importlib.import_module("name")`` with a literal name too; so a bundle
may hold a module a page never imports, never miss one it may. A name that is not a module of ``web/app`` (the engine's
``wuxing_core``, the standard library, ``pyscript``) is not ours to bundle.
The data files beside the modules (``texts.json``) go into every bundle.

>>> sorted(closure("a", {"a": "import b", "b": "def f():\\n    from c import x", "c": "", "d": ""}))
['a', 'b', 'c']
"""
from __future__ import annotations

import ast

from stdlib_closure import imports


def app_imports(source: str) -> set[str]:
    """The top-level names ``source`` imports anywhere in its body: its
    imports as the trimmed library reads ours (``stdlib_closure.imports``,
    deep), and ``import_module`` of a literal name.

    >>> sorted(app_imports("import os.path\\nfrom . import x\\nimportlib.import_module('late')"))
    ['late', 'os']
    """
    tree = ast.parse(source)
    found = {name.split(".")[0] for name, _ in imports(tree, "", True) if name}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "import_module" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.add(node.args[0].value.split(".")[0])
    return found


def closure(entry: str, sources: dict[str, str]) -> set[str]:
    """``entry`` and every module of ``sources`` (name → source) it may import,
    directly or through another."""
    todo, seen = [entry], {entry}
    while todo:
        for name in app_imports(sources[todo.pop()]):
            if name in sources and name not in seen:
                seen.add(name)
                todo.append(name)
    return seen


__all__ = ["app_imports", "closure"]
