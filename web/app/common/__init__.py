"""What every page uses: the document's helpers, the language and the player's words, storage, sound, settings, one card face and the tap model."""
