/**
 * Imports a lazily loaded part in two steps, with a pause between them: first a heavy dependency
 * (the store, the schemas), then the part itself. Each import's modules run in one task when it
 * arrives, so splitting them keeps every task short and the page answers input meanwhile
 * (Lighthouse's Total Blocking Time counts each task's excess over 50 ms).
 * A failed first step is left to the second, which needs the same code and reports the failure
 * (lazyInSteps in components/layout/lazy-part.tsx retries it, then shows the reload alert).
 */
export function importInSteps<T>(first: () => Promise<unknown>, then: () => Promise<T>): Promise<T> {
  return first()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(then);
}
