/**
 * Runs `run(key)` at most once per `everyMs` for each key: the first call at once, any later call inside the window
 * once when the window ends. So a burst costs one run now and one after, and the last change is never dropped.
 */
export function keyedThrottle(run: (key: string) => void, everyMs: number): (key: string) => void {
  const lastRun = new Map<string, number>();
  const trailing = new Map<string, ReturnType<typeof setTimeout>>();
  const fire = (key: string) => {
    trailing.delete(key);
    lastRun.set(key, Date.now());
    run(key);
  };
  return (key) => {
    if (trailing.has(key)) return;
    const wait = (lastRun.get(key) ?? -Infinity) + everyMs - Date.now();
    if (wait <= 0) fire(key);
    else trailing.set(key, setTimeout(() => fire(key), wait));
  };
}
