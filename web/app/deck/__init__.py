"""The deck designer: its page, the card faces and pictures it keeps, and the print sheets."""
