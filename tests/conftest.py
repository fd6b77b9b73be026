import os
import sys

import pytest

IN_PYODIDE = sys.platform == "emscripten"
sys.path.insert(0, os.path.dirname(__file__))  # helpers such as brute_force.py


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long-running tests (skipped inside Pyodide)")
