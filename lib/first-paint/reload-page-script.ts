/**
 * Every "Reload page" button (`data-reload-page`, components/layout/load-failed-alert.tsx) works
 * through this one <head> listener, so it needs no React code: it works in the server-rendered
 * page-level alert, in a part that never hydrated, and before hydration. It listens on window in
 * the capture phase and is registered before the early-input listener (head-script.ts), so it
 * reloads even where early input would hold a control React does not own. ES5.
 */
export const RELOAD_PAGE_SCRIPT = `(function(){addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-reload-page]")){e.preventDefault();e.stopPropagation();location.reload()}},true)})();`;
