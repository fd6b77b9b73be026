"""The shared table of the games with seats: the page shell, its saves, its paint messages and its statistics."""
