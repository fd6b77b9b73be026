"""The front door: the landing page with its game cards, and the statistics page (with backup)."""
