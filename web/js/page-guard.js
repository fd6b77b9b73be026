// The first script of every page (a classic script in <head>, ahead of anything that starts the
// engine), for what other windows can do to a page (issue #70); js/no-storage.js, next, is for what
// the browser's storage rules can do.
//
// Messages from other windows. Pyodide (Emscripten's setImmediate shim) takes every message to this
// window whose data is "_si" as its own and runs its next queued callback: a stranger's "_si" (a page
// that opened this one, a blog around a demo) threw on an empty queue, once per message (a flood gave
// 35,297 uncaught errors), or could run a callback early. Only this window's own posts go on, and from
// other windows only the site's own messages (a demo frame's "wuxing-embed:height", whose listeners
// check its origin).
(function () {
  addEventListener("message", function (e) {
    if (e.source === window) return;
    var d = e.data;
    if (d && typeof d === "object" && typeof d.type === "string" && d.type.indexOf("wuxing-") === 0) return;
    e.stopImmediatePropagation();
  }, true);

  // PyScript's IndexedDB helper (its bundled idb-map) dispatches a failed open's error event again on the
  // request it is being dispatched on, which throws an InvalidStateError beside the failure itself. An
  // event is not dispatched again while it is being dispatched (what the DOM forbids anyway), so a
  // failure is reported once, as what it is.
  if (typeof IDBRequest === "function") {
    var dispatch = EventTarget.prototype.dispatchEvent;
    IDBRequest.prototype.dispatchEvent = function (event) {
      return event && event.eventPhase !== 0 ? false : dispatch.call(this, event);
    };
  }
})();
