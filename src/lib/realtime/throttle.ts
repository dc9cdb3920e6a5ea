/**
 * Runs `apply(key)` at most once per `everyMs` for each key. A call inside the window is not dropped: it runs once at
 * the window's end, so the last change of a burst (a device's second stamp a second after its first) is shown too.
 */
export function throttleByKey(apply: (key: string) => void, everyMs: number): (key: string) => void {
  const last = new Map<string, number>();
  const waiting = new Set<string>();
  const run = (key: string) => {
    last.set(key, Date.now());
    apply(key);
  };
  return (key) => {
    if (waiting.has(key)) return;
    const wait = (last.get(key) ?? -Infinity) + everyMs - Date.now();
    if (wait <= 0) return run(key);
    waiting.add(key);
    setTimeout(() => {
      waiting.delete(key);
      run(key);
    }, wait);
  };
}
