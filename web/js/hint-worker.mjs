// Hint search off the main thread: its own Pyodide with the same wheel, so a
// long search never freezes the page. Request: JSON {id, position, limit};
// reply: JSON {id, status: "ok"|"none"|"undecided"|"error", action?, error?}.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const ready = (async () => {
  const py = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  await py.loadPackage(["wuxing-core"], { messageCallback: () => {} });
  py.runPython(`
import json
from wuxing_core.errors import SearchLimitError, WuxingError
from wuxing_core.tower import Tower

def hint_json(request):
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
`);
  return py.globals.get("hint_json");
})();

self.onmessage = async (event) => {
  let id = null;
  try {
    id = JSON.parse(event.data).id;
    const hint = await ready;
    self.postMessage(hint(event.data));
  } catch (err) {
    self.postMessage(JSON.stringify({ id, status: "error", error: String(err && err.message || err) }));
  }
};
