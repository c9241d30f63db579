/**
 * An inline <script> whose text is a build-time constant, never anything a person typed or a URL
 * carried: safe to inline, and scripts/csp.mjs hashes it into the page's Content-Security-Policy
 * with the framework's own inline scripts. For work that must happen before the first paint: the
 * scripts themselves live in lib/first-paint (its README.md lists every mark they set).
 */
export function InlineScript({ code }: { code: string }) {
  // eslint-disable-next-line react/no-danger -- build-time constant, see above
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
