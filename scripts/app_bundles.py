"""Which of the pages' modules (``web/app``) each page ships (issue #37): a
page's bundle holds its entry module (``tower.page`` …) and every module of
``web/app`` that entry can ever import, not the whole folder (the landing
page imports 17 of the 46).

The modules stand in packages by area (``common``, ``table``, ``tower`` …,
issue #71.5), named here as Python names them (``tower.page``, a package by
its own name). Every import is followed, wherever it stands (a function may
import late; only the branches no interpreter here takes, ``TYPE_CHECKING``
and the like, are skipped, as for the standard library), and
``importlib.import_module("name")`` with a literal name too; importing a
module runs its packages' ``__init__`` first, so they come with it. So a
bundle may hold a module a page never imports, never miss one it may. A name
that is not a module of ``web/app`` (the engine's ``wuxing_core``, the
standard library, ``pyscript``) is not ours to bundle. The data files beside
the modules (``common/texts.json``) go into every bundle.

>>> sorted(closure("a.p", {"a": "", "a.p": "from b import q", "b": "", "b.q": "def f():\\n    from c.r import x",
...                          "c": "", "c.r": "", "d": ""}))
['a', 'a.p', 'b', 'b.q', 'c', 'c.r']
"""
from __future__ import annotations

import ast
from pathlib import Path

from stdlib_closure import imports


def module_name(path: Path, root: Path) -> str:
    """The name Python imports ``path`` (a ``.py`` under ``root``) by.

    >>> module_name(Path("/a/tower/page.py"), Path("/a")), module_name(Path("/a/tower/__init__.py"), Path("/a"))
    ('tower.page', 'tower')
    """
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def with_parents(name: str) -> set[str]:
    """``name`` and the packages it stands in: ``a.b.c`` → ``a``, ``a.b``, ``a.b.c``."""
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts) + 1)}


def app_imports(source: str, package: str = "") -> set[str]:
    """Every module name ``source`` (a module of ``package``) may import
    anywhere in its body, with their packages: ``from a import b`` may import
    ``a.b`` (a module, or a name ``a`` defines: the caller keeps those it has),
    and ``import_module`` of a literal name; of a name built as
    ``f"{…}.front"``, ``*.front``: the module ``front`` of any package (the
    registry's games, #71.4).

    >>> sorted(app_imports("import os.path\\nfrom . import x\\nimportlib.import_module('late')", "pkg"))
    ['late', 'os', 'os.path', 'pkg', 'pkg.x']
    >>> app_imports("importlib.import_module(f'{game.name}.front')")
    {'*.front'}
    """
    tree = ast.parse(source)
    found: set[str] = set()
    for name, names in imports(tree, package, True):
        if name:
            found |= with_parents(name)
            found |= {f"{name}.{n}" for n in names if n != "*"}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "import_module" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found |= with_parents(node.args[0].value)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "import_module" and node.args and isinstance(node.args[0], ast.JoinedStr)):
            last = node.args[0].values[-1]
            if isinstance(last, ast.Constant) and str(last.value).startswith(".") and "." not in last.value[1:]:
                found.add("*" + last.value)   # f"{game}.front": every module of that name, in any package
    return found


def closure(entry: str, sources: dict[str, str], packages: set[str] | None = None) -> set[str]:
    """``entry`` and every module of ``sources`` (name → source) it may import,
    directly or through another, with their packages. ``packages``: the names
    in ``sources`` that are packages (their relative imports resolve to
    themselves); by default, every name another name stands in."""
    if packages is None:
        packages = {name.rsplit(".", 1)[0] for name in sources if "." in name}
    todo, seen = [], set()
    for name in with_parents(entry):
        if name in sources:
            seen.add(name)
            todo.append(name)
    while todo:
        name = todo.pop()
        package = name if name in packages else name.rpartition(".")[0]
        for wanted in app_imports(sources[name], package):
            for found in ({m for m in sources if m.endswith(wanted[1:])} if wanted.startswith("*.") else {wanted}):
                for module in with_parents(found):
                    if module in sources and module not in seen:
                        seen.add(module)
                        todo.append(module)
    return seen


__all__ = ["app_imports", "closure", "module_name", "with_parents"]
