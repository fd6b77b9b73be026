// The deck designer's files (issue #18.2): a picture the player picks is scaled down here, in the browser,
// and kept in IndexedDB on this device (nothing leaves it); a deck is downloaded as a file and a picked
// file's text is read back. No rule lives here: deck/page.py reads and checks everything.
(() => {
  const DB = "wuxing-deck", STORE = "pictures";
  const LONGEST = 720;            // px: a 54 × 88 mm card printed at about 200 dpi
  const MAX_PICK = 30e6;          // bytes: a bigger file is refused before it is read
  const MAX_DECK_FILE = 100e3;    // bytes: a deck file is about 2 KB
  let opened = null;
  const urls = new Map();         // picture id -> object URL, made once per page

  function db() {
    opened ??= new Promise((resolve, reject) => {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => { opened = null; reject(new Error("storage")); };
    });
    return opened;
  }

  async function tx(mode, work) {
    const store = (await db()).transaction(STORE, mode).objectStore(STORE);
    return new Promise((resolve, reject) => {
      const req = work(store);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error("storage"));
    });
  }

  function fail(code) { const e = new Error(code); e.code = code; return e; }

  // A picked image file as a picture id, or an Error whose message is "not-image", "too-big" or "storage".
  async function addPicture(file) {
    if (!file || !/^image\//.test(file.type || "")) throw fail("not-image");
    if (file.size > MAX_PICK) throw fail("too-big");
    let bitmap;
    try { bitmap = await createImageBitmap(file); } catch { throw fail("not-image"); }
    const scale = Math.min(1, LONGEST / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
    if (!blob) throw fail("not-image");
    const id = "p" + crypto.randomUUID().replaceAll("-", "");
    try { await tx("readwrite", (s) => s.put(blob, id)); } catch { throw fail("storage"); }
    return id;
  }

  // An object URL for a stored picture, or "" when this device does not have it.
  async function pictureUrl(id) {
    if (urls.has(id)) return urls.get(id);
    let blob = null;
    try { blob = await tx("readonly", (s) => s.get(id)); } catch { return ""; }
    if (!(blob instanceof Blob)) return "";
    const url = URL.createObjectURL(blob);
    urls.set(id, url);
    return url;
  }

  // Remove every stored picture whose id is not in keep (the pictures no saved deck uses any more).
  async function keepPictures(keep) {
    const wanted = new Set(keep);
    let ids = [];
    try { ids = await tx("readonly", (s) => s.getAllKeys()); } catch { return 0; }
    let removed = 0;
    for (const id of ids) {
      if (!wanted.has(id)) { try { await tx("readwrite", (s) => s.delete(id)); removed++; } catch { /* kept */ } }
    }
    return removed;
  }

  function download(filename, text) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: filename });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  // A picked deck file's text, or an Error "too-big" / "unreadable" (the file is not read past the limit).
  async function readDeckFile(file) {
    if (!file) throw fail("unreadable");
    if (file.size > MAX_DECK_FILE) throw fail("too-big");
    try { return await file.text(); } catch { throw fail("unreadable"); }
  }

  // Every stored picture as {id: data URL}, in JSON (a backup, issue #36.4).
  async function allPictures() {
    const out = {};
    let ids = [];
    try { ids = await tx("readonly", (s) => s.getAllKeys()); } catch { return "{}"; }
    for (const id of ids) {
      let blob = null;
      try { blob = await tx("readonly", (s) => s.get(id)); } catch { continue; }
      if (!(blob instanceof Blob)) continue;
      out[id] = await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => resolve(null);
        reader.readAsDataURL(blob);
      });
      if (!out[id]) delete out[id];
    }
    return JSON.stringify(out);
  }

  // Store pictures given as {id: data URL} in JSON (checked by wuxing_core.backup first): every one decoded
  // first, then all written in one transaction, so a failure stores none of them (#74.6: a bad one, or a full
  // store, left half of them behind). True when all were stored.
  async function putPictures(json) {
    let blobs;
    try {
      blobs = Object.entries(JSON.parse(json)).map(([id, url]) => {
        const [, type, data] = /^data:(image\/[a-z]+);base64,(.*)$/.exec(url);   // not fetch(): the CSP allows no data: there
        return [id, new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type })];
      });
    } catch { return false; }
    return inOne(blobs, (store, [id, blob]) => store.put(blob, id));
  }

  // Remove the pictures whose ids are given in JSON (an import rolled back), in one transaction.
  async function dropPictures(json) {
    let ids;
    try { ids = JSON.parse(json); } catch { return false; }
    return inOne(ids, (store, id) => store.delete(id));
  }

  // The stored pictures' ids, in JSON (what an import must not remove when it rolls back).
  async function pictureIds() {
    try { return JSON.stringify(await tx("readonly", (s) => s.getAllKeys())); } catch { return "[]"; }
  }

  async function inOne(items, each) {   // one readwrite transaction: all of it, or none of it
    try {
      const t = (await db()).transaction(STORE, "readwrite");
      const store = t.objectStore(STORE);
      for (const item of items) each(store, item);
      return await new Promise((resolve) => {
        t.oncomplete = () => resolve(true);
        t.onerror = t.onabort = () => resolve(false);
      });
    } catch { return false; }
  }

  globalThis.wuxingDeckFiles = { addPicture, pictureUrl, keepPictures, download, readDeckFile, allPictures, putPictures,
    dropPictures, pictureIds };
})();
