/**
 * Every "Reload page" button (`data-reload-page`, components/layout/load-failed-alert.tsx) works
 * through this one inline <head> listener, so it needs no React code: it works in the
 * server-rendered page-level alert, in a part that never hydrated, and before hydration. It
 * listens on window in the capture phase, ahead of the early-input script's hold on controls
 * React does not own. ES5, a build-time constant hashed into the page's CSP.
 */
export const RELOAD_PAGE_SCRIPT = `(function(){addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-reload-page]")){e.preventDefault();e.stopPropagation();location.reload()}},true)})();`;
