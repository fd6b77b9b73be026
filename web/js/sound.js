// The table's sounds (issue #36.3): short tones made with Web Audio at run
// time, no audio files. window.wuxingSound.play(name) for "tap", "stack",
// "flip", "score", "win" and "refuse". Nothing plays, and no AudioContext is
// made, before the player's first tap or key on the page, while the page is
// hidden, or with Settings' sound off. `played` keeps the last 20 cues played
// (the e2e tests read it).
(function () {
  let context = null, gestured = false;
  const played = [];
  for (const type of ["pointerdown", "keydown", "touchend"]) {
    addEventListener(type, () => { gestured = true; }, { capture: true, passive: true });
  }
  const activated = () => (navigator.userActivation ? navigator.userActivation.hasBeenActive : gestured);
  // Each cue: notes of [Hz, start s, length s, wave, loudness].
  const CUES = {
    tap: [[880, 0, 0.05, "triangle", 0.08]],
    stack: [[392, 0, 0.09, "sine", 0.2], [587, 0.04, 0.1, "sine", 0.1]],
    flip: [[1250, 0, 0.035, "square", 0.03], [930, 0.03, 0.045, "square", 0.03]],
    score: [[523, 0, 0.1, "triangle", 0.14], [659, 0.08, 0.1, "triangle", 0.14], [784, 0.16, 0.18, "triangle", 0.14]],
    win: [[523, 0, 0.14, "triangle", 0.15], [659, 0.12, 0.14, "triangle", 0.15], [784, 0.24, 0.14, "triangle", 0.15],
          [1047, 0.36, 0.4, "triangle", 0.17]],
    refuse: [[220, 0, 0.11, "sawtooth", 0.05], [175, 0.09, 0.16, "sawtooth", 0.05]],
  };
  function play(name) {
    const notes = CUES[name];
    const settings = window.wuxingSettings ? window.wuxingSettings.get() : { sound: "on" };
    if (!notes || settings.sound !== "on" || document.hidden || !activated()) return false;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return false;
    try {
      if (!context) context = new Context();
      if (context.state === "suspended") context.resume();
      const t0 = context.currentTime + 0.01;
      for (const [hz, at, length, wave, loud] of notes) {
        const osc = context.createOscillator(), gain = context.createGain();
        osc.type = wave;
        osc.frequency.value = hz;
        gain.gain.setValueAtTime(0.0001, t0 + at);
        gain.gain.exponentialRampToValueAtTime(loud, t0 + at + 0.008);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + length);
        osc.connect(gain).connect(context.destination);
        osc.start(t0 + at);
        osc.stop(t0 + at + length + 0.02);
      }
    } catch (e) {
      return false;   // no sound is never an error
    }
    played.push(name);
    if (played.length > 20) played.shift();
    return true;
  }
  window.wuxingSound = { play, played, cues: Object.keys(CUES) };
})();
