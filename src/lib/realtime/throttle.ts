/**
 * Runs `run(key)` at most once per `everyMs` for each key: the first call at once, any later call inside the window
 * once when the window ends. So a burst costs one run now and one after, and the last change is never dropped.
 */
export function keyedThrottle<K>(run: (key: K) => void, everyMs: number): (key: K) => void {
  const lastRun = new Map<K, number>();
  const trailing = new Map<K, ReturnType<typeof setTimeout>>();
  const fire = (key: K) => {
    trailing.delete(key);
    lastRun.set(key, Date.now());
    run(key);
  };
  return (key) => {
    if (trailing.has(key)) return;
    const wait = (lastRun.get(key) ?? -Infinity) + everyMs - Date.now();
    if (wait <= 0) fire(key);
    else
      trailing.set(
        key,
        setTimeout(() => fire(key), wait),
      );
  };
}
