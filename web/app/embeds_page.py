"""The embeds docs page (issue #17.4): one engine runs every preview
(``embed_host``); js/embeds-docs.js hands the previews over, top first."""
from pyscript import window

import embed_host
from dom import ready

embed_host.serve()
ready()
window.wuxingHostReady()
