"""靈獸塔's page: the board, its taps, hints (with the worker's side), saves, the daily deal, the clock and the tutorial."""
