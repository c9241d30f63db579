import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { retryImport } from "@/lib/retry-import";
import { LoadFailedAlert } from "./load-failed-alert";
import { settleLazy } from "./lazy-with-fallback";

export function PartFailed() {
  return <LoadFailedAlert />;
}

const partFailed = () => PartFailed;

/**
 * `lazyPart(() => import("./dialog"), (module) => module.default)` for a page's dialogs, forms and
 * tabs: retried, and when it still cannot be downloaded, the reload alert stands in its place.
 * `pick` names the component.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => settleLazy(retryImport(load), pick, partFailed));
}

/** For lazyInSteps, which starts its import before React asks for it. */
export function settlePart<M, P extends object>(loading: Promise<M>, pick: (module: M) => ComponentType<P>) {
  return settleLazy(loading, pick, partFailed);
}
