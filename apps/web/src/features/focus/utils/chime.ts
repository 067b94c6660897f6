// Apart from the system alerts: the dashboard's start buttons unlock the chime, while the alerts belong to
// the focus screens' chunks.

let audio: AudioContext | null = null;

/** Opens the audio output during a tap, so a chime may play later while the tab is hidden. */
export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
}

/** A soft two-note chime (sine waves fading out over a second), drawn by Web Audio: no file to load. */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const context = audio;
  const start = context.currentTime;
  [660, 880].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.25;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.15, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 1);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 1);
  });
}
