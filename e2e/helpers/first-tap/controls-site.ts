// First-tap controls (see controls.ts) of the site's frame and its simple pages: the shared
// header and footer, home, not found, the Closing Team and My activity.
import type { Control } from "./types";
import { button, dialog, heading, link, mainNav, press, SHARED, textbox } from "./shorthands";

export const SITE_CONTROLS: Control[] = [
  // Shared header and footer, each covered once.
  {
    route: "/terms/",
    what: "header Purchase/Rent menu",
    kind: "menu",
    target: button("Purchase/Rent", { in: mainNav }),
    action: press,
    effect: [
      { attribute: button("Purchase/Rent", { in: mainNav }), name: "aria-expanded", value: "true" },
      { visible: link("Purchase", { exact: true, in: mainNav }) },
      { visible: link("Rent", { exact: true, in: mainNav }) },
    ],
  },
  {
    route: "/",
    what: "header Tools menu",
    extra: true,
    kind: "menu",
    target: button("Tools", { in: mainNav }),
    action: press,
    effect: [
      { attribute: button("Tools", { in: mainNav }), name: "aria-expanded", value: "true" },
      { visible: link("Contracts", { in: mainNav }) },
      { visible: link("Closing Team", { in: mainNav }) },
    ],
  },
  {
    route: "/transactions/",
    what: "header menu of the signed-in person",
    extra: true,
    kind: "menu",
    signedIn: true,
    target: button("Signed in as Ada", { in: { role: "banner" } }),
    action: press,
    effect: [
      { attribute: button("Signed in as Ada", { in: { role: "banner" } }), name: "aria-expanded", value: "true" },
      { visible: link("My activity", { in: { role: "banner" } }) },
      { visible: button("Sign Out", { in: { role: "banner" } }) },
    ],
  },
  {
    route: "/privacy/",
    what: "header currency and area switch",
    shares: SHARED.lazyDialog,
    kind: "dialog",
    target: button(/^Currency and units/, { in: { role: "banner" } }),
    action: press,
    effect: [
      { visible: dialog("Currency and units") },
      { attribute: button(/^Currency and units/, { in: { role: "banner" } }), name: "aria-expanded", value: "true" },
    ],
  },
  {
    route: "/",
    what: "phone menu",
    kind: "dialog",
    phone: true,
    target: button("Open menu"),
    action: press,
    effect: [
      { visible: dialog("Menu") },
      { visible: link("Purchase", { exact: true, in: dialog("Menu") }) },
      { attribute: button("Open menu"), name: "aria-expanded", value: "true" },
    ],
  },
  {
    route: "/hotels/",
    what: "header link Owners",
    shares: SHARED.link,
    kind: "link",
    target: link("Owners", { exact: true, in: mainNav }),
    action: press,
    url: /\/owners\/$/,
    effect: [{ visible: heading("A new sales channel for your branded residences", { level: 1 }) }],
  },
  {
    route: "/privacy/",
    what: "footer link Terms of Service",
    shares: SHARED.link,
    kind: "link",
    target: link("Terms of Service", { in: { role: "contentinfo" } }),
    action: press,
    url: /\/terms\/$/,
    effect: [{ visible: heading("Terms of Service") }],
  },

  // Home
  {
    route: "/",
    what: "hero link Browse Listings",
    shares: SHARED.link,
    kind: "link",
    target: link("Browse Listings"),
    action: press,
    url: /\/buy\/$/,
    effect: [{ visible: heading("Own a residence with a great hotel downstairs") }],
  },
  {
    route: "/",
    what: "featured residence card link",
    shares: SHARED.link,
    extra: true,
    kind: "link",
    target: link("Details: Aman Miami Beach"),
    action: press,
    url: /\/aman-miami-beach\/$/,
    effect: [{ visible: heading("Aman Miami Beach", { exact: true }) }],
  },

  // Not found
  {
    route: "/no-such-page/",
    what: "link Return to Home",
    shares: SHARED.link,
    kind: "link",
    target: link("Return to Home"),
    action: press,
    url: /\/$/,
    effect: [{ visible: heading(/great hotels/) }],
  },

  // Closing Team
  {
    route: "/about/",
    what: "Group Discussion message (typed, then sent)",
    shares: SHARED.typedField,
    kind: "field",
    target: textbox(/^Message to everyone on the deal/),
    action: { do: "type", text: "Report is in the folder." },
    effect: [
      { value: textbox(/^Message to everyone on the deal/), is: "Report is in the folder." },
      { enabled: button("Send", { in: { role: "region", name: "Group Discussion" } }) },
    ],
  },

  // My activity
  {
    route: "/account/",
    what: "Reset demo data (dialog)",
    shares: SHARED.dialog,
    kind: "dialog",
    target: button("Reset demo data"),
    action: press,
    effect: [{ visible: dialog("Reset the demo data?") }],
  },
];
