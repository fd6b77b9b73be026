// 釣鶼鰈 and 墨香 at first paint (issue #13.4): before the engine is there the page
// is not blank. With no game in progress it shows the set-up form as it will be
// (the saved number of seats, each seat's row still empty), greyed and not
// pressable; with a game to pick up it says so. The page's Python
// (fishing/page.py, ink/page.py) then shows the set-up or the table itself.
(() => {
  const game = document.currentScript?.dataset.game;
  const setup = document.getElementById("setup"), seats = document.getElementById("seats");
  if (!game || !setup || !seats || document.documentElement.dataset.ready !== "false") return;
  const read = (name) => { try { return localStorage.getItem(`wuxing.${game}.${name}`); } catch (e) { return null; } };
  if (read("game")) {   // a game in progress: the engine replays it; nothing to fill in meanwhile
    const wait = document.createElement("p");
    wait.className = "first-paint-wait";
    wait.id = "first-paint-wait";
    wait.innerHTML = '<span class="zh">正在接續你的牌局…</span><span class="en">Picking up your game…</span>';
    setup.before(wait);
    return;
  }
  let n = Number(document.currentScript.dataset.players) || 2;   // the game's default seat count
  try { const saved = JSON.parse(read("seats") || "[]"); if (Array.isArray(saved) && saved.length >= 2 && saved.length <= 4) n = saved.length; } catch (e) { /* the page says so later */ }
  const radio = setup.querySelector(`input[name="players"][value="${n}"]`);
  if (radio) radio.checked = true;
  seats.innerHTML = Array.from({ length: n }, (_, i) =>
    `<div class="seat seat-${i} skeleton" aria-hidden="true"><b>${i + 1}</b><span class="bar"></span><span class="bar"></span><span class="bar wide"></span></div>`).join("");
  setup.hidden = false;
})();
