// Storage refused (issue #70): a frame of another site in Safari, Firefox (strict) or Chromium
// (third-party cookies blocked, as in a private window), or a browser set to keep nothing, refuses
// localStorage, IndexedDB and Cache Storage. Our own features read storage in a try and do without it.
// PyScript cannot: its Pyodide start awaits an IndexedDB package cache (polyscript's IDBMapSync), even
// with packages_cache = "passthrough", so a refused open stopped every demo on a blog of another site.
// Where storage is refused, the page gets an IndexedDB that lives only as long as the page (the same
// calls, nothing kept): PyScript starts, and the deck designer's pictures last for the visit.
// Runs right after js/page-guard.js, ahead of anything that opens a database.
(function () {
  var refused = false;
  try { window.localStorage.getItem("wuxing.settings"); } catch (e) { refused = true; }
  try { if (!window.indexedDB) refused = true; } catch (e) { refused = true; }
  if (!refused) return;
  document.documentElement.dataset.storage = "refused";

  var later = function (fn) { Promise.resolve().then(fn); };   // IndexedDB answers after the caller has set its handlers
  var copy = typeof structuredClone === "function" ? structuredClone : function (v) { return v; };
  var keyOf = function (k) { return typeof k === "object" ? JSON.stringify(k) : typeof k + ":" + String(k); };

  // A target whose on<type> properties are called as IndexedDB's are, with event.target set.
  function Target(types) {
    var self = new EventTarget();
    types.forEach(function (type) {
      self["on" + type] = null;
      self.addEventListener(type, function (e) { if (typeof self["on" + type] === "function") self["on" + type].call(self, e); });
    });
    return self;
  }
  function request(source, work) {
    var req = Target(["success", "error"]);
    req.source = source; req.result = undefined; req.error = null; req.readyState = "pending";
    later(function () {
      req.result = work();
      req.readyState = "done";
      req.dispatchEvent(new Event("success"));
    });
    return req;
  }
  function names(list) {
    var out = list.slice();
    out.contains = function (n) { return list.indexOf(n) >= 0; };
    out.item = function (i) { return list[i] === undefined ? null : list[i]; };
    return out;
  }

  function Store(name, map) {
    var entries = function () { return Array.from(map.values()); };
    return {
      name: name,
      get: function (k) { return request(this, function () { var e = map.get(keyOf(k)); return e ? copy(e[1]) : undefined; }); },
      getKey: function (k) { return request(this, function () { var e = map.get(keyOf(k)); return e ? e[0] : undefined; }); },
      getAll: function () { return request(this, function () { return entries().map(function (e) { return copy(e[1]); }); }); },
      getAllKeys: function () { return request(this, function () { return entries().map(function (e) { return e[0]; }); }); },
      count: function () { return request(this, function () { return map.size; }); },
      put: function (v, k) { var c = copy(v); return request(this, function () { map.set(keyOf(k), [k, c]); return k; }); },
      add: function (v, k) { return this.put(v, k); },
      delete: function (k) { return request(this, function () { map.delete(keyOf(k)); }); },
      clear: function () { return request(this, function () { map.clear(); }); },
    };
  }
  function Transaction(db, mode) {
    var tx = Target(["complete", "error", "abort"]);
    tx.db = db; tx.mode = mode; tx.error = null;
    tx.objectStore = function (name) {
      if (!db.stores.has(name)) throw new DOMException("no object store " + name, "NotFoundError");
      return Store(name, db.stores.get(name));
    };
    tx.commit = function () {};
    tx.abort = function () {};
    // After the requests made in this task (each answers in a microtask), as IndexedDB completes a transaction.
    setTimeout(function () { tx.dispatchEvent(new Event("complete")); }, 0);
    return tx;
  }
  var databases = new Map();   // name -> { version, stores: Map(name -> Map) }, for this page's life
  function Database(name, kept) {
    var db = Target(["abort", "close", "error", "versionchange"]);
    db.name = name; db.stores = kept.stores;
    Object.defineProperty(db, "version", { get: function () { return kept.version; } });
    Object.defineProperty(db, "objectStoreNames", { get: function () { return names(Array.from(kept.stores.keys())); } });
    db.createObjectStore = function (store) { if (!kept.stores.has(store)) kept.stores.set(store, new Map()); return Store(store, kept.stores.get(store)); };
    db.deleteObjectStore = function (store) { kept.stores.delete(store); };
    db.transaction = function (_stores, mode) { return Transaction(db, mode || "readonly"); };
    db.close = function () {};
    return db;
  }
  var factory = {
    open: function (name, version) {
      var req = Target(["success", "error", "upgradeneeded", "blocked"]);
      req.result = undefined; req.error = null; req.readyState = "pending"; req.transaction = null; req.source = null;
      later(function () {
        var kept = databases.get(name) || { version: 0, stores: new Map() };
        databases.set(name, kept);
        var wanted = version || Math.max(kept.version, 1);
        var db = Database(name, kept);
        req.result = db;
        req.readyState = "done";
        if (wanted > kept.version) {
          var old = kept.version;
          kept.version = wanted;
          req.transaction = Transaction(db, "versionchange");
          var up = new Event("upgradeneeded");
          up.oldVersion = old; up.newVersion = wanted;
          req.dispatchEvent(up);
          req.transaction.addEventListener("complete", function () {
            req.transaction = null;
            req.dispatchEvent(new Event("success"));
          });
        } else {
          req.dispatchEvent(new Event("success"));
        }
      });
      return req;
    },
    deleteDatabase: function (name) { return request(null, function () { databases.delete(name); }); },
    databases: function () { return Promise.resolve(Array.from(databases.keys()).map(function (n) { return { name: n, version: databases.get(n).version }; })); },
    cmp: function (a, b) { return a < b ? -1 : a > b ? 1 : 0; },
  };
  try {
    Object.defineProperty(window, "indexedDB", { value: factory, configurable: true, writable: true });
  } catch (e) { /* not replaceable: PyScript's start fails and js/boot.js says so */ }
})();
