"""Figures for issue #74.7: reading a backup file back (``wuxing_core.backup.check``)
on crafted files of 59 MB and on the largest real one (300 deck pictures), CPU
seconds and the memory it takes beyond the file's text (tracemalloc's peak).

    PYTHONPATH=. .venv/bin/python bench/backup_bench.py
"""
from __future__ import annotations

import base64
import json
import time
import tracemalloc

from wuxing_core.backup import MAX_PICTURES, check
from wuxing_core.errors import WuxingError


def picture(n: int, size: int) -> str:
    """A WebP-headed data URL of ``size`` bytes (a deck picture is about 100 KB at 720 px)."""
    body = b"RIFF" + size.to_bytes(4, "little") + b"WEBPVP8 " + bytes([n % 256]) * (size - 16)
    return "data:image/webp;base64," + base64.b64encode(body).decode()


CASES = [
    ("59 MB of '['", "[" * 59_000_000),
    ("59 MB of '[],' in a backup", '{"format":"wuxing-backup","version":1,"storage":{},"pictures":{},"x":['
     + "[]," * 19_600_000 + "[]]}"),
    ("59 MB in one entry", json.dumps({"format": "wuxing-backup", "version": 1,
                                       "storage": {"wuxing.tower.stats": "a" * 59_000_000}, "pictures": {}})),
    (f"{MAX_PICTURES} pictures of 100 KB", json.dumps({"format": "wuxing-backup", "version": 1, "storage": {},
                                                       "pictures": {f"p{n:032x}": picture(n, 100_000)
                                                                    for n in range(MAX_PICTURES)}})),
]
print(f"{'file':32} {'MB':>6} {'answer':44} {'CPU s':>6} {'peak MB':>8}")
for name, text in CASES:
    tracemalloc.start()
    t0 = time.process_time()
    try:
        storage, pictures, skipped = check(text)
        answer = f"read: {len(storage)} entries, {len(pictures)} pictures, {len(skipped)} left out"
    except WuxingError as err:
        answer = str(err)[:44]
    cpu = time.process_time() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{name:32} {len(text) / 1e6:6.1f} {answer:44} {cpu:6.2f} {peak / 1e6:8.0f}")
