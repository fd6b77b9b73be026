"""The embeds docs page (issue #17.4): one engine runs every preview
(``embed.host``); js/embeds-docs.js hands the previews over, top first.
The builder (``embed.builder``, issue #40) composes a demo by taps."""
from pyscript import window

from embed import builder as embed_builder
from embed import host
from common.dom import ready

host.serve()
embed_builder.start()
ready()
window.wuxingHostReady()
