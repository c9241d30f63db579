import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Imports a lazily loaded part in two steps, with a pause between them: first a heavy dependency
 * (the store, the schemas), then the part itself. Each import's modules run in one task when it
 * arrives, so splitting them keeps every task short and the page answers input meanwhile
 * (Lighthouse's Total Blocking Time counts each task's excess over 50 ms).
 * A failed first step is left to the second, which fails the same way and reaches the error boundary.
 */
export function importInSteps<T>(first: () => Promise<unknown>, then: () => Promise<T>): Promise<T> {
  return first()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(then);
}

/**
 * A lazily loaded component whose chunks are requested as soon as the importing module runs in
 * the browser (alongside hydration, not after it), in the two steps above; on the server, a plain
 * import. `pick` names the component in the loaded module.
 */
export function lazyInSteps<M, P extends object>(
  first: () => Promise<unknown>,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  const started = typeof window === "undefined" ? null : importInSteps(first, load);
  return lazy(() => (started ?? load()).then((module) => ({ default: pick(module) })));
}
