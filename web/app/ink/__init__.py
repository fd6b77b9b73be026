"""墨香's page: its view, its taps, the card faces and the card gallery."""
