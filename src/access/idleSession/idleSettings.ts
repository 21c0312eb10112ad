/**
 * The idle-session timeout's build-time settings (README, "Configuration"). Read here rather
 * than in src/platform/config.ts, which every first load carries: only signed-in pages need them.
 */

/** A setting that must be a number of at least 0: anything else (unset, text, negative) is `fallback`. */
function numberSetting(value: unknown, fallback: number): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const number = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

const env = import.meta.env;

/** Minutes without activity before the idle warning; 0 turns the timeout off. */
export const idleMinutes = numberSetting(env.VITE_IDLE_MINUTES, 15);
/** Seconds the idle warning counts down before the session ends. */
export const idleWarningSeconds = numberSetting(env.VITE_IDLE_WARNING_SECONDS, 60);
