"""The standard-library modules the site's Python may import (issue #37.1):
run inside Pyodide by scripts/trim_stdlib.mjs (its Python is 3.14, so it
reads the library's own syntax).

Every ``import`` in our files is followed, at the top of a module or inside a
function (a function may import late). In the library's modules only what
runs when the module is imported is followed: the top level and class
bodies, not function bodies, and not the branches this interpreter never
takes (``if __name__ == "__main__"``, Windows and macOS branches,
``TYPE_CHECKING``). A library function that imports late is therefore not
followed: such imports the site needs are found by the import trace (the
pages' and the tests' modules, scripts/stdlib_trace.txt) or are in the
reviewed list (scripts/stdlib_keep.py).
"""
from __future__ import annotations

import ast
import importlib.util
import sys
import zipfile

PLATFORM = {"sys.platform": sys.platform, "os.name": "posix", "__name__": "<module>"}


def _value(node: ast.AST):
    """The value of a name this interpreter knows (sys.platform …), or None."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return PLATFORM.get(f"{node.value.id}.{node.attr}")
    if isinstance(node, ast.Name):
        return PLATFORM.get(node.id)
    return None


def _decide(test: ast.AST) -> bool | None:
    """True or False where the test is known here, None where it is not."""
    if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING":
        return False
    if isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING":
        return False
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _decide(test.operand)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        parts = [_decide(v) for v in test.values]
        if isinstance(test.op, ast.And):
            return False if False in parts else (True if all(p is True for p in parts) else None)
        return True if True in parts else (False if all(p is False for p in parts) else None)
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.comparators[0], ast.Constant):
        left, right = _value(test.left), test.comparators[0].value
        if left is None:
            return None
        if isinstance(test.ops[0], ast.Eq):
            return left == right
        if isinstance(test.ops[0], ast.NotEq):
            return left != right
        if isinstance(test.ops[0], ast.In) and isinstance(right, str):
            return left in right
    if (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith"
            and test.args and isinstance(test.args[0], ast.Constant)):
        left = _value(test.func.value)
        if left is not None and isinstance(test.args[0].value, (str, tuple)):
            return left.startswith(test.args[0].value)
    return None


def imports(tree: ast.AST, package: str, deep: bool) -> list[tuple[str, tuple[str, ...]]]:
    """(module, names imported from it) of every import that may run."""
    out: list[tuple[str, tuple[str, ...]]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            out.extend((a.name, ()) for a in node.names)
            return
        if isinstance(node, ast.ImportFrom):
            name = node.module or ""
            if node.level:
                if not package:
                    return           # our own relative imports: our modules
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                name = f"{base}.{name}" if name else base
            out.append((name, tuple(a.name for a in node.names)))
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not deep:
            for d in getattr(node, "decorator_list", ()):   # decorators and defaults run at import
                visit(d)
            return
        if isinstance(node, ast.If):
            known = _decide(node.test)
            if known is not False:
                for n in node.body:
                    visit(n)
            if known is not True:
                for n in node.orelse:
                    visit(n)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def closure(files: dict[str, str], keep, ours: set[str], stdlib_zip: str,
            leave_out=()) -> dict[str, str]:
    """Each module needed, with what asked for it first. A module named in
    ``leave_out`` is not kept, nor followed (what it alone imports goes too)."""
    members = zipfile.ZipFile(stdlib_zip)
    names = set(members.namelist())

    def source_of(name: str) -> str | None:
        base = name.replace(".", "/")
        for path in (f"{base}/__init__.py", f"{base}.py"):
            if path in names:
                return members.read(path).decode("utf-8")
        return None                  # built into the interpreter

    why: dict[str, str] = {}
    missing: set[str] = set()
    todo: list[str] = []

    def want(name: str, asker: str) -> None:
        if not name or name in why or name in missing or name.split(".")[0] in ours or name in leave_out:
            return
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        if spec is None:
            missing.add(name)
            return
        why[name] = asker
        if "." in name:
            want(name.rpartition(".")[0], name)
        todo.append(name)

    def follow(pairs, asker: str) -> None:
        for name, names in pairs:
            want(name, asker)
            if name not in why:
                continue
            for sub in names:
                if sub != "*" and _is_package(name):
                    try:
                        if importlib.util.find_spec(f"{name}.{sub}") is not None:
                            want(f"{name}.{sub}", asker)
                    except (ImportError, ValueError):
                        pass

    for path, text in files.items():
        follow(imports(ast.parse(text, path), "", deep=True), path)
    for name in keep:
        want(name, "stdlib_keep.py")
    while todo:
        name = todo.pop()
        source = source_of(name)
        if source is None:
            continue
        package = name if _is_package(name) else name.rpartition(".")[0]
        follow(imports(ast.parse(source, name), package, deep=False), name)
    return why


def _is_package(name: str) -> bool:
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return False
    return spec is not None and spec.submodule_search_locations is not None
