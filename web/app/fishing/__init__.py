"""釣鶼鰈's page: its view, its taps and the line demo's deal."""
