"""T9: the playing-card theme (a display theme, same rules).

>>> SUIT["水"], SUIT["土"]
('♠', 'JQK')
"""
from __future__ import annotations

SUIT = {"水": "♠", "火": "♥", "金": "♦", "木": "♣", "土": "JQK"}
"""T9: ♠ = 水, ♥ = 火, ♦ = 金, ♣ = 木, J Q K = 土."""
