"""The hint worker's Python side (``js/hint-worker.mjs`` runs it in its own
Pyodide). Request: JSON ``{id, position, limit}``; reply: JSON ``{id, status:
"ok"|"none"|"undecided"|"error", action?, error?}``."""
import json

from wuxing_core.errors import SearchLimitError, WuxingError
from wuxing_core.tower import Tower


def hint_json(request: str) -> str:
    req = json.loads(request)
    rid = req["id"]
    try:
        action = Tower.from_text(req["position"]).hint(node_limit=int(req["limit"]))
    except SearchLimitError:
        return json.dumps({"id": rid, "status": "undecided"})
    except WuxingError as err:
        return json.dumps({"id": rid, "status": "error", "error": str(err)})
    if action is None:
        return json.dumps({"id": rid, "status": "none"})
    return json.dumps({"id": rid, "status": "ok", "action": str(action)}, ensure_ascii=False)
