import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { markLoadFailed } from "@/lib/load-failed-mark";
import { retryImport } from "@/lib/retry-import";

/*
 * React.lazy for the site's on-demand parts, retried (retryImport). React.lazy keeps whatever its
 * loader settled to, so the loader never rejects: a rejection would reach the route's error
 * screen, whose "Try again" would meet the same cached failure. A part that still cannot be
 * downloaded becomes `failed()` instead: the reload alert in its place (lazyPart, lazy-part.tsx)
 * or, for the layout's own parts, nothing there and the page-level alert (lazyLayoutPart).
 */

export function settleLazy<M, P extends object>(
  loading: Promise<M>,
  pick: (module: M) => ComponentType<P>,
  failed: () => ComponentType,
): Promise<{ default: ComponentType<P> }> {
  return loading.then(
    (module) => ({ default: pick(module) }),
    // The browser has already logged the failed download.
    () => ({ default: failed() as ComponentType<P> }),
  );
}

function Nothing() {
  return null;
}

/**
 * For the phone menu, the toaster and the gate's form, which have no place on the page for an
 * alert. `instead` stands in for a part that could not be downloaded: nothing by default; a part
 * the server rendered (the gate's form) passes a stand-in with the same markup, or hydrating
 * nothing where the server put it would be a mismatch that removes it from the page.
 */
export function lazyLayoutPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  instead: ComponentType<P> = Nothing,
): LazyExoticComponent<ComponentType<P>> {
  const showPageLevelAlert = () => {
    markLoadFailed();
    return instead as ComponentType;
  };
  return lazy(() => settleLazy(retryImport(load), pick, showPageLevelAlert));
}
