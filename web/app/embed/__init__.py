"""The blog embeds: the demo in a frame, its host, its player and the builder with its recipes."""
