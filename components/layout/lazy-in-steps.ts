import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { importInSteps } from "@/lib/import-in-steps";
import { retryImport } from "@/lib/retry-import";
import { settlePart } from "./lazy-part";

/**
 * A lazily loaded part whose chunks are requested as soon as the importing module runs in the
 * browser (alongside hydration, not after it), in two steps (importInSteps: a heavy dependency
 * first, then the part, retried); on the server, a plain import. `pick` names the component; a
 * part that cannot be downloaded becomes the reload alert, as with lazyPart.
 */
export function lazyInSteps<M, P extends object>(
  first: () => Promise<unknown>,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  const started = typeof window === "undefined" ? null : importInSteps(first, () => retryImport(load));
  return lazy(() => settlePart(started ?? load(), pick));
}
