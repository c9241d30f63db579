import type { Metadata, Viewport } from "next";
import { FirstPaintScript } from "@/components/layout/first-paint-script";
import { PasscodeGate } from "@/components/layout/passcode-gate";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { CompareTrayLoader } from "@/components/compare/compare-tray-loader";
import { PageLoadFailedAlert } from "@/components/layout/page-load-failed-alert";
import { RecordsLocationNotice } from "@/components/layout/records-location-notice";
import { site } from "@/lib/site";
import { fontVariables } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} · ${site.tagline}`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    type: "website",
    siteName: site.name,
    title: site.name,
    description: site.description,
    locale: "en_US",
    images: [
      {
        url: "/art/scenes/home-hero-1280.webp",
        width: 1280,
        height: 720,
        alt: `${site.name}: a residential tower above a calm bay at dusk`,
      },
    ],
  },
  twitter: { card: "summary_large_image" },
  // The site is a private preview behind a passcode: keep it out of search engines.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  themeColor: "#15130f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The <head> script marks <html> before hydration (lib/first-paint/README.md); React must not fight it.
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        {/* The first paint waits until the header has been read whole: a large page's HTML arrives
            in parts, and a header painted with half its links moved them all when the rest came. */}
        <link rel="expect" href="#main" blocking="render" />
        <FirstPaintScript />
      </head>
      <body className="min-h-dvh antialiased">
        <div data-gate-screen>
          <PasscodeGate />
        </div>
        <div data-gated-content className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
            <RecordsLocationNotice />
            {children}
          </main>
          <SiteFooter />
          <CompareTrayLoader />
        </div>
        <LazyToaster />
        <PageLoadFailedAlert />
      </body>
    </html>
  );
}
