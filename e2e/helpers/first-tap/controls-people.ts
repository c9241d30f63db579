// First-tap controls (see controls.ts) of the pages for people: owners and realtors, the
// realtor application, log in and make an offer (their forms are in forms.ts).
import type { Control } from "./types";
import { button, dialog, heading, link, press, SHARED, status, textbox } from "./shorthands";

export const PEOPLE_CONTROLS: Control[] = [
  // Owners and realtors
  {
    route: "/owners/",
    what: "fee calculator Sale price (filled)",
    shares: SHARED.filledField,
    kind: "field",
    target: textbox(/^Sale price/),
    action: { do: "fill", text: "$10,000,000" },
    effect: [{ value: textbox(/^Sale price/), is: "$10,000,000" }, status("$300,000", { role: "region", name: "What a sale earns you" })],
  },
  {
    route: "/realtors/",
    what: "commission calculator (filled)",
    shares: SHARED.filledField,
    extra: true,
    kind: "field",
    target: textbox(/^Commission on a sale/),
    action: { do: "fill", text: "$100,000" },
    effect: [
      { value: textbox(/^Commission on a sale/), is: "$100,000" },
      { text: "$70,000", in: { role: "region", name: "A 70/30 split in your favour" } },
    ],
  },

  // Realtor application (its form is in FORMS)
  {
    route: "/realtor-application/",
    what: "agency type radio",
    extra: true,
    kind: "radio",
    target: { role: "radio", name: "Large Group (10+ agents)" },
    action: press,
    effect: [{ checked: { role: "radio", name: "Large Group (10+ agents)" } }],
  },
  {
    route: "/realtor-application/",
    what: "State (select)",
    extra: true,
    kind: "select",
    target: { role: "combobox", name: /^State/ },
    action: { do: "choose", option: "Florida (FL)" },
    effect: [{ visible: { role: "combobox", name: /^State/ }, text: "Florida (FL)" }],
  },

  // Log in (its two forms are in FORMS)
  {
    route: "/login/",
    what: "tab New User",
    shares: SHARED.tabs,
    kind: "tab",
    target: { role: "tab", name: "New User" },
    action: press,
    effect: [
      { attribute: { role: "tab", name: "New User" }, name: "aria-selected", value: "true" },
      { visible: { role: "tabpanel", name: "New User" }, text: "Create Buyer Account" },
    ],
  },
  {
    route: "/login/",
    what: "Show password (toggle)",
    extra: true,
    kind: "toggle",
    target: button("Show password"),
    action: press,
    effect: [{ visible: button("Hide password") }, { attribute: textbox(/^Password/), name: "type", value: "text" }],
  },
  {
    route: "/login/",
    what: "Remember me (checkbox)",
    extra: true,
    kind: "checkbox",
    target: { role: "checkbox", name: "Remember me on this device" },
    action: press,
    effect: [{ checked: { role: "checkbox", name: "Remember me on this device" } }],
  },
  {
    route: "/login/",
    what: "Forgot password? (dialog)",
    shares: SHARED.dialog,
    kind: "dialog",
    target: button("Forgot password?"),
    action: press,
    effect: [{ visible: dialog("Forgot your password?") }],
  },
  {
    route: "/login/?tab=new",
    what: "sign-up role Realtor (radio)",
    extra: true,
    kind: "radio",
    target: { role: "radio", name: /^Realtor/ },
    action: press,
    effect: [{ checked: { role: "radio", name: /^Realtor/ } }, { visible: button("Create Realtor Account") }],
  },

  // Make an offer (its form is in FORMS)
  {
    route: "/make-offer/?listing=aman-miami-beach",
    what: "Financing type (select)",
    extra: true,
    kind: "select",
    target: { role: "combobox", name: /^Financing type/ },
    action: { do: "choose", option: "Jumbo Loan" },
    effect: [{ visible: { role: "combobox", name: /^Financing type/ }, text: "Jumbo Loan" }],
  },
  {
    route: "/make-offer/?listing=aman-miami-beach",
    what: "Cancel (no history: to the listing)",
    extra: true,
    kind: "button",
    target: button("Cancel", { exact: true }),
    action: press,
    url: /\/(buy|aman-miami-beach)\/$/,
    effect: [{ hidden: button("Submit Offer") }],
  },
  {
    route: "/make-offer/?listing=aman-miami-beach",
    what: "link Broker Sign-In",
    shares: SHARED.link,
    extra: true,
    kind: "link",
    target: link("Broker Sign-In"),
    action: press,
    url: /\/login\//,
    effect: [{ visible: heading("Log in or join the marketplace") }],
  },
];
