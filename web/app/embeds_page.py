"""The embeds docs page (issue #17.4): one engine runs every preview
(``embed_host``); js/embeds-docs.js hands the previews over, top first.
The builder (``embed_builder``, issue #40) composes a demo by taps."""
from pyscript import window

import embed_builder
import embed_host
from dom import ready

embed_host.serve()
embed_builder.start()
ready()
window.wuxingHostReady()
