// The inventory of e2e/first-tap.spec.ts, as typed data: for every page route, the controls it
// shows (found by role and accessible name), what a first click, tap or keystroke on each does,
// and how to see that it took effect; and every form, with what to type, how to submit it and what
// it shows then. Shared header and footer controls are listed once, each on a different route.
// Where a page repeats a control (a card per listing), one representative stands for all.
//
// Every route has at least one entry. Each control costs ten page loads (five timings, two CPU
// settings), about 20 s of a worker's time, so `npm test` runs one representative of controls that
// another entry already covers (the same component, or the trigger a form's test presses first),
// and controls that are not dialog triggers, tabs, menus, fields or submits; those are marked
// `extra` and run with FIRST_TAP_ALL=1. /privacy and /terms show no control of their own: the
// footer link and the header dropdown are tested there.
import type { Page } from "@playwright/test";

export type AriaRole = Parameters<Page["getByRole"]>[0];

/** An element found by role and accessible name, optionally inside another one. */
export type Find = {
  role: AriaRole;
  name?: string | RegExp;
  exact?: boolean;
  /** A heading's level. */
  level?: number;
  /** Only the matches containing this text. */
  hasText?: string | RegExp;
  /** Look inside this element only (a dialog, a region, a tab panel...). */
  in?: Find;
  /** Several equivalent matches: the first stands for all of them. */
  first?: boolean;
};

/** When the first action happens, each on a fresh load of the page. */
export type Timing = { label: string; waitUntil: "commit" | "domcontentloaded"; delay: number };

export const TIMINGS: readonly Timing[] = [
  { label: "at commit", waitUntil: "commit", delay: 0 },
  { label: "at domcontentloaded", waitUntil: "domcontentloaded", delay: 0 },
  { label: "150 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 150 },
  { label: "300 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 300 },
  { label: "600 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 600 },
];

/** Links are followed by the browser itself before hydration: the two earliest moments suffice. */
export const LINK_TIMINGS: readonly Timing[] = TIMINGS.slice(0, 2);

/** What the person does. */
export type Action =
  /** A click (a tap on a touch screen). */
  | { do: "press" }
  /** Types key by key (locator.pressSequentially). */
  | { do: "type"; text: string }
  /** Puts the whole text at once, as autofill or a paste does (locator.fill). */
  | { do: "fill"; text: string }
  /** Picks an option of a native <select>. */
  | { do: "select"; option: string }
  /** Opens a Radix Select (the first press) and picks an option in its list. */
  | { do: "choose"; option: string };

/** Something the page must show once the action has taken effect. */
export type Check =
  | { visible: Find; text?: string | RegExp }
  /** This text is shown (inside `in`, when given). */
  | { text: string | RegExp; in?: Find }
  | { hidden: Find }
  | { attribute: Find; name: string; value: string | RegExp }
  | { value: Find; is: string }
  | { checked: Find }
  | { enabled: Find }
  | { count: Find; is: number };

export type ControlKind =
  "dialog" | "tab" | "menu" | "disclosure" | "toggle" | "field" | "select" | "checkbox" | "radio" | "button" | "link";

export type Control = {
  route: string;
  /** How the control is named in the test title. */
  what: string;
  kind: ControlKind;
  target: Find;
  action: Action;
  effect: Check[];
  /** The URL once the action took effect (default: the page's own URL, unchanged). */
  url?: RegExp;
  /** The action downloads a file, or opens the file chooser. */
  event?: "download" | "filechooser";
  /** Phone only (the "phone" project; the control is hidden on a desktop). */
  phone?: true;
  /** Signed in (a session in this browser's storage) before the page loads. */
  signedIn?: true;
  /**
   * Run only with FIRST_TAP_ALL=1: a control that is not a dialog trigger, tab, menu, form field or
   * submit, or that another test already presses first; it keeps `npm test` within its time budget.
   */
  extra?: true;
};

/**
 * One field of a form: what is done to it, and what it must still show after the submit: the text
 * typed (or `holds`, when the field formats it), or `shows` for a pressed or chosen field.
 */
export type FormField = { target: Find; action: Action; holds?: string; shows?: Check };

export type FormSpec = {
  route: string;
  form: string;
  /** A form in a dialog: this trigger is pressed first (at the timing), then the form is used at once. */
  opener?: Find;
  /** Left locked: the passcode gate. */
  locked?: true;
  /** Typed at the timing, in this order. */
  fields: FormField[];
  /** Fields whose value must survive the submit as typed (default: every text field). */
  keeps?: Find[];
  /** Its submit button; none for the filter forms, which apply every change at once. */
  submit?: Find;
  /** The field in which Enter is pressed for an implicit submission. */
  enterIn: Find;
  /** Only the URL guard: its field is already one of CONTROLS. */
  guardOnly?: true;
  /** What the form shows after a submit with `fields` done. */
  after: Check[];
  /** What the form shows after a submit of the empty form; null when its submit is disabled while empty. */
  afterEmpty: Check[] | null;
  /** The URL once submitted (default: the page's own URL, unchanged). */
  url?: RegExp;
  /** The form's field names: a native submit would put them in the URL. */
  names: string[];
};

// ---------------------------------------------------------------------------------------------
// Shorthands

const button = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "button", name, ...more });
const link = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "link", name, ...more });
const textbox = (name: RegExp, more: Partial<Find> = {}): Find => ({ role: "textbox", name, ...more });
const dialog = (name: string | RegExp): Find => ({ role: "dialog", name });
const heading = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "heading", name, ...more });
const mainNav: Find = { role: "navigation", name: "Main" };
/** Radix's toast viewport ("Notifications (F8)"). */
const toasts: Find = { role: "region", name: /Notifications/ };
const press: Action = { do: "press" };

/** The GOV.UK-style error summary every form of the site shows when it refuses a submit. */
const problem = (within?: Find): Check => ({
  visible: { role: "alert", hasText: "There is a problem", ...(within ? { in: within } : {}) },
});
/** One message of the error summary. */
const summaryEntry = (message: string | RegExp, within?: Find): Check => ({
  visible: { role: "button", name: message, in: { role: "alert", hasText: "There is a problem", ...(within ? { in: within } : {}) } },
});

const status = (text: string | RegExp, within?: Find): Check => ({
  visible: { role: "status", hasText: text, ...(within ? { in: within } : {}) },
});

// ---------------------------------------------------------------------------------------------
// Controls: dialog triggers, tabs, menus, fields and buttons, plus a few representative links.

export const CONTROLS: Control[] = [
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
    kind: "link",
    target: link("Owners", { exact: true, in: mainNav }),
    action: press,
    url: /\/owners\/$/,
    effect: [{ visible: heading("A new sales channel for your branded residences", { level: 1 }) }],
  },
  {
    route: "/privacy/",
    what: "footer link Terms of Service",
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
    kind: "link",
    target: link("Browse Listings"),
    action: press,
    url: /\/buy\/$/,
    effect: [{ visible: heading("Own a residence with a great hotel downstairs") }],
  },
  {
    route: "/",
    what: "featured residence card link",
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
    kind: "dialog",
    target: button("Reset demo data"),
    action: press,
    effect: [{ visible: dialog("Reset the demo data?") }],
  },

  // Purchase
  {
    route: "/buy/",
    what: "payment method Bitcoin (popover)",
    kind: "dialog",
    target: button(/^Bitcoin/),
    action: press,
    effect: [{ visible: dialog("Bitcoin"), text: "locked for one hour" }],
  },
  {
    route: "/buy/",
    what: "Pay with Card (dialog)",
    extra: true,
    kind: "dialog",
    target: button("Pay with Card for Aman Miami Beach", { exact: true }),
    action: press,
    effect: [{ visible: dialog("Pay reservation deposit"), text: "Aman Miami Beach" }],
  },
  {
    route: "/buy/",
    what: "Pay with Bitcoin (dialog)",
    extra: true,
    kind: "dialog",
    target: button("Pay with Bitcoin for Aman Miami Beach", { exact: true }),
    action: press,
    effect: [{ visible: dialog("Pay deposit with Bitcoin"), text: "Aman Miami Beach" }],
  },
  {
    route: "/buy/",
    what: "filter Search (typed)",
    kind: "field",
    target: { role: "searchbox", name: "Search", exact: true },
    action: { do: "type", text: "rosewood" },
    url: /\/buy\/\?q=rosewood$/,
    effect: [{ value: { role: "searchbox", name: "Search", exact: true }, is: "rosewood" }, status("Showing 1 of 17 residences")],
  },
  {
    route: "/buy/",
    what: "filter Brand (select)",
    kind: "select",
    target: { role: "combobox", name: "Brand", exact: true },
    action: { do: "select", option: "St. Regis" },
    url: /\/buy\/\?hotel=st-regis$/,
    effect: [status("Showing 1 of 17 residences")],
  },
  {
    route: "/buy/",
    what: "filter Amenities (disclosure)",
    extra: true,
    kind: "disclosure",
    target: button("Amenities"),
    action: press,
    effect: [
      { attribute: button("Amenities"), name: "aria-expanded", value: "true" },
      { visible: { role: "checkbox", name: "Ski Concierge" } },
    ],
  },
  {
    route: "/buy/",
    what: "layout List (toggle)",
    extra: true,
    kind: "toggle",
    target: button("List", { exact: true, in: { role: "group", name: "Layout" } }),
    action: press,
    effect: [
      { attribute: button("List", { exact: true, in: { role: "group", name: "Layout" } }), name: "aria-pressed", value: "true" },
      { attribute: { role: "list", name: "Residences for sale" }, name: "data-view", value: "list" },
    ],
  },
  {
    route: "/buy/",
    what: "listing card link Make Offer",
    kind: "link",
    target: link("Make Offer: Aman Miami Beach"),
    action: press,
    url: /\/make-offer\/\?listing=aman-miami-beach$/,
    effect: [{ visible: heading("Aman Miami Beach", { exact: true }) }],
  },

  // Rent
  {
    route: "/rent/",
    what: "tab List Yours",
    kind: "tab",
    target: { role: "tab", name: "List Yours" },
    action: press,
    url: /\/rent\/#list-yours$/,
    effect: [
      { attribute: { role: "tab", name: "List Yours" }, name: "aria-selected", value: "true" },
      { visible: { role: "tabpanel", name: "List Yours" }, text: "Manual Listing" },
    ],
  },
  {
    route: "/rent/",
    what: "Book with Card (dialog)",
    kind: "dialog",
    target: button("Book with Card for Lagoon Villa at Ritz-Carlton Miami Beach", { exact: true }),
    action: press,
    effect: [{ visible: dialog("Book with card"), text: "Lagoon Villa" }],
  },
  {
    route: "/rent/",
    what: "filter Location (select)",
    kind: "select",
    target: { role: "combobox", name: "Location" },
    action: { do: "select", option: "Aspen" },
    url: /\/rent\/\?/,
    effect: [status(/^Showing 1 of 3/)],
  },
  {
    route: "/rent/",
    what: "filter amenity Private Pool (checkbox)",
    extra: true,
    kind: "checkbox",
    target: { role: "checkbox", name: "Private Pool" },
    action: press,
    url: /\/rent\/\?/,
    effect: [{ checked: { role: "checkbox", name: "Private Pool" } }, status(/^Showing \d of 3/)],
  },

  // Featured residences and a brand page
  {
    route: "/residences/",
    what: "Inquire Now (dialog)",
    kind: "dialog",
    target: button("Inquire Now", { first: true }),
    action: press,
    effect: [{ visible: dialog("Inquire about this residence") }],
  },
  {
    route: "/hotels/aman/",
    what: "Request Details (dialog)",
    kind: "dialog",
    target: button("Request Details", { first: true }),
    action: press,
    effect: [{ visible: dialog("Inquire about this residence") }],
  },
  {
    route: "/hotels/",
    what: "brand card link",
    extra: true,
    kind: "link",
    target: link("Aman", { exact: true, in: { role: "region", name: "The houses we represent" } }),
    action: press,
    url: /\/hotels\/aman\/$/,
    effect: [{ visible: heading("Aman", { exact: true, level: 1 }) }],
  },

  // A property page
  {
    route: "/aman-miami-beach/",
    what: "Schedule Private Tour (dialog)",
    kind: "dialog",
    target: button("Schedule Private Tour"),
    action: press,
    effect: [{ visible: dialog("Schedule a private tour") }],
  },
  {
    route: "/aman-miami-beach/",
    what: "Back button (no history: to /buy)",
    extra: true,
    kind: "button",
    target: button("Back", { exact: true }),
    action: press,
    url: /\/buy\/$/,
    effect: [{ visible: heading("Own a residence with a great hotel downstairs") }],
  },

  // Owners and realtors
  {
    route: "/owners/",
    what: "fee calculator Sale price (filled)",
    kind: "field",
    target: textbox(/^Sale price/),
    action: { do: "fill", text: "$10,000,000" },
    effect: [{ value: textbox(/^Sale price/), is: "$10,000,000" }, status("$300,000", { role: "region", name: "What a sale earns you" })],
  },
  {
    route: "/realtors/",
    what: "commission calculator (filled)",
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
    extra: true,
    kind: "link",
    target: link("Broker Sign-In"),
    action: press,
    url: /\/login\//,
    effect: [{ visible: heading("Log in or join the marketplace") }],
  },

  // Contracts
  {
    route: "/contracts/",
    what: "tab Pending",
    kind: "tab",
    target: { role: "tab", name: "Pending" },
    action: press,
    url: /\/contracts\/\?tab=pending$/,
    effect: [
      { attribute: { role: "tab", name: "Pending" }, name: "aria-selected", value: "true" },
      { visible: { role: "tabpanel", name: "Pending" } },
    ],
  },
  {
    route: "/contracts/",
    what: "search (typed)",
    extra: true,
    kind: "field",
    target: { role: "searchbox", name: "Search contracts" },
    action: { do: "type", text: "aspen" },
    url: /\/contracts\/\?q=aspen$/,
    effect: [
      { value: { role: "searchbox", name: "Search contracts" }, is: "aspen" },
      { count: heading(/Residence/, { level: 2, in: { role: "tabpanel", name: "All Contracts" } }), is: 1 },
    ],
  },
  {
    route: "/contracts/",
    what: "Filters (dialog)",
    kind: "dialog",
    target: button("Filters"),
    action: press,
    effect: [{ visible: dialog("Filter contracts") }],
  },
  {
    route: "/contracts/",
    what: "link New Contract",
    extra: true,
    kind: "link",
    target: link("New Contract"),
    action: press,
    url: /\/contracts\/new\/$/,
    effect: [{ visible: heading("Create New Contract") }],
  },
  {
    route: "/contracts/new/",
    what: "Back button (no history: to /contracts)",
    extra: true,
    kind: "button",
    target: button("Back", { exact: true }),
    action: press,
    url: /\/contracts\/$/,
    effect: [{ visible: heading("Contract Management") }],
  },

  // A contract
  {
    route: "/contracts/1/",
    what: "tab Details",
    kind: "tab",
    target: { role: "tab", name: "Details" },
    action: press,
    effect: [
      { attribute: { role: "tab", name: "Details" }, name: "aria-selected", value: "true" },
      { visible: { role: "tabpanel", name: "Details" } },
    ],
  },
  {
    route: "/contracts/1/",
    what: "Cancel contract (dialog)",
    kind: "dialog",
    target: button("Cancel contract"),
    action: press,
    effect: [{ visible: dialog("Cancel this contract?") }],
  },
  {
    route: "/contracts/1/",
    what: "Download PDF (download)",
    extra: true,
    kind: "button",
    target: button("Download PDF"),
    action: press,
    event: "download",
    effect: [],
  },
  {
    route: "/contracts/1/messages/",
    what: "Attach a PDF or image (file chooser)",
    extra: true,
    kind: "button",
    target: button("Attach a PDF or image"),
    action: press,
    event: "filechooser",
    effect: [],
  },

  // Transactions, hyper-targeting, evolution timeline
  {
    route: "/transactions/",
    what: "tab In Escrow",
    kind: "tab",
    target: { role: "tab", name: "In Escrow" },
    action: press,
    effect: [
      { attribute: { role: "tab", name: "In Escrow" }, name: "aria-selected", value: "true" },
      { visible: { role: "tabpanel", name: "In Escrow" } },
    ],
  },
  {
    route: "/hyper-targeting/",
    what: "Schedule a Consultation (dialog)",
    kind: "dialog",
    target: button("Schedule a Consultation"),
    action: press,
    effect: [{ visible: dialog("Schedule a consultation"), text: "Hyper-Targeting" }],
  },
  {
    route: "/evolution-timeline/",
    what: "link Back to Purchase",
    kind: "link",
    target: link("Back to Purchase"),
    action: press,
    url: /\/buy\/$/,
    effect: [{ visible: heading("Own a residence with a great hotel downstairs") }],
  },
];

// ---------------------------------------------------------------------------------------------
// Forms: fields typed at the timing then submitted, the submit pressed first, and the URL guard.

const offerForm: Find = { role: "group", name: "Your offer" };
const newUser: Find = { role: "tabpanel", name: "New User" };
const returningUser: Find = { role: "tabpanel", name: "Returning User" };
const cardDialog = dialog("Pay reservation deposit");
const consultation = dialog("Schedule a consultation");
const remember: Find = { role: "checkbox", name: "Remember me on this device" };
const realtor: Find = { role: "radio", name: /^Realtor/ };
const financing: Find = { role: "combobox", name: /^Financing type/ };
const agency: Find = { role: "radio", name: "Dynamic Team (2 to 10 agents)" };
const state: Find = { role: "combobox", name: /^State/ };
const buyerParty: Find = { role: "radio", name: /^Buyer/ };
const agreement: Find = { role: "checkbox", name: /I agree to sign this contract electronically/ };

export const FORMS: FormSpec[] = [
  {
    route: "/",
    form: "passcode gate (locked)",
    locked: true,
    fields: [{ target: { role: "textbox", name: "Passcode" }, action: { do: "type", text: "not-the-word" } }],
    // A wrong passcode clears the field by design: the proof that all of it arrived is the denial.
    keeps: [],
    submit: button("Enter", { exact: true }),
    enterIn: { role: "textbox", name: "Passcode" },
    after: [{ text: "Invalid passcode. Please try again.", in: toasts }],
    afterEmpty: [{ visible: { role: "main", name: "Private Access" }, text: "Enter the passcode" }],
    names: [],
  },
  {
    route: "/buy/",
    form: "purchase filters",
    fields: [{ target: { role: "searchbox", name: "Search", exact: true }, action: { do: "type", text: "miami" } }],
    enterIn: { role: "searchbox", name: "Search", exact: true },
    guardOnly: true,
    after: [status(/^Showing \d+ of 17 residences$/)],
    afterEmpty: null,
    url: /\/buy\/\?q=miami$/,
    names: [],
  },
  {
    route: "/rent/",
    form: "rental filters",
    fields: [{ target: textbox(/^Check-in/), action: { do: "fill", text: "2027-03-10" } }],
    enterIn: textbox(/^Check-in/),
    guardOnly: true,
    after: [{ value: textbox(/^Check-in/), is: "2027-03-10" }],
    afterEmpty: null,
    url: /\/rent\/(\?checkin=2027-03-10)?$/,
    names: [],
  },
  {
    route: "/buy/",
    form: "card payment (dialog)",
    opener: button("Pay with Card for Aman Miami Beach", { exact: true }),
    fields: [
      { target: textbox(/^Email/, { in: cardDialog }), action: { do: "type", text: "isa@ex.com" } },
      { target: textbox(/^Name on the card/, { in: cardDialog }), action: { do: "fill", text: "Isabel Moreau" } },
    ],
    submit: button(/^Pay \$/, { in: cardDialog }),
    enterIn: textbox(/^Name on the card/, { in: cardDialog }),
    after: [summaryEntry("Enter the card number", cardDialog)],
    afterEmpty: [summaryEntry("Enter your email address", cardDialog)],
    names: ["email", "demo-digits", "demo-until", "demo-check", "demo-holder"],
  },
  {
    route: "/owners/",
    form: "consultation request (dialog)",
    opener: button("Schedule Consultation"),
    fields: [
      { target: textbox(/^Full name/, { in: consultation }), action: { do: "type", text: "Rafael Okonkwo" } },
      { target: textbox(/^Message/, { in: consultation }), action: { do: "fill", text: "Forty residences, Brickell." } },
    ],
    submit: button("Request Consultation"),
    enterIn: textbox(/^Full name/, { in: consultation }),
    after: [summaryEntry(/email/i, consultation)],
    afterEmpty: [summaryEntry(/full name|your name/i, consultation)],
    names: ["name", "email", "phone", "preferredDate", "message"],
  },
  {
    route: "/realtors/",
    form: "consultation request (dialog)",
    opener: button("Schedule Consultation", { first: true }),
    fields: [
      { target: textbox(/^Full name/, { in: consultation }), action: { do: "type", text: "Adriana Solis" } },
      { target: textbox(/^Email/, { in: consultation }), action: { do: "fill", text: "adriana@example.com" } },
    ],
    submit: button("Request Consultation"),
    enterIn: textbox(/^Full name/, { in: consultation }),
    after: [summaryEntry(/phone/i, consultation)],
    afterEmpty: [summaryEntry(/full name|your name/i, consultation)],
    names: ["name", "email", "phone", "preferredDate", "message"],
  },
  {
    route: "/login/",
    form: "sign-in",
    fields: [
      { target: textbox(/^Email/, { in: returningUser }), action: { do: "type", text: "ada@ex.com" } },
      { target: textbox(/^Password/, { in: returningUser }), action: { do: "fill", text: "analytical engine 1843" } },
      { target: remember, action: press, shows: { checked: remember } },
    ],
    submit: button("Sign In"),
    enterIn: textbox(/^Password/, { in: returningUser }),
    after: [{ visible: { role: "alert", in: returningUser }, text: "The email address or password is incorrect" }],
    afterEmpty: [problem(returningUser)],
    names: ["email", "password"],
  },
  {
    route: "/login/?tab=new",
    form: "sign-up",
    fields: [
      { target: realtor, action: press, shows: { checked: realtor } },
      { target: textbox(/^First name/, { in: newUser }), action: { do: "type", text: "Augusta" } },
      { target: textbox(/^Last name/, { in: newUser }), action: { do: "fill", text: "Lovelace" } },
      { target: textbox(/^Email/, { in: newUser }), action: { do: "fill", text: "ada@example.com" } },
    ],
    submit: button(/^Create .* Account$/, { in: newUser }),
    enterIn: textbox(/^Email/, { in: newUser }),
    after: [summaryEntry("Enter your phone number", newUser), { visible: button("Create Realtor Account") }],
    afterEmpty: [summaryEntry("Enter your first name", newUser)],
    names: ["role", "firstName", "lastName", "email", "phone", "password"],
  },
  {
    route: "/make-offer/?listing=aman-miami-beach",
    form: "offer",
    fields: [
      { target: textbox(/^Offer amount/, { in: offerForm }), action: { do: "type", text: "$8,250,000" } },
      { target: financing, action: { do: "choose", option: "Jumbo Loan" }, shows: { visible: financing, text: "Jumbo Loan" } },
      { target: textbox(/^Full name/), action: { do: "fill", text: "Isabel Moreau" } },
      { target: textbox(/^Email/), action: { do: "fill", text: "isabel@example.com" } },
      { target: textbox(/^Contingencies/), action: { do: "type", text: "Inspection." } },
    ],
    submit: button("Submit Offer"),
    enterIn: textbox(/^Email/),
    after: [summaryEntry(/down payment/i)],
    afterEmpty: [summaryEntry(/offer amount/i)],
    names: [
      "offerAmount",
      "downPayment",
      "financingType",
      "closingDate",
      "buyerName",
      "buyerEmail",
      "buyerPhone",
      "contingencies",
      "additionalTerms",
    ],
  },
  {
    route: "/realtor-application/",
    form: "realtor application, step 1",
    fields: [
      { target: agency, action: press, shows: { checked: agency } },
      { target: textbox(/^First name/), action: { do: "type", text: "Adriana" } },
      { target: textbox(/^Last name/), action: { do: "fill", text: "Solis" } },
      { target: state, action: { do: "choose", option: "Florida (FL)" }, shows: { visible: state, text: "Florida (FL)" } },
    ],
    submit: button("Next Section"),
    enterIn: textbox(/^Last name/),
    after: [summaryEntry("Enter your email address")],
    afterEmpty: [summaryEntry("Choose your agency type")],
    names: ["agencyType", "firstName", "lastName", "email", "phone", "address", "city", "state", "zipCode"],
  },
  {
    route: "/contracts/new/",
    form: "new contract",
    fields: [
      { target: textbox(/^Property name/), action: { do: "type", text: "Bulgari 14" } },
      { target: textbox(/^Buyer's email/), action: { do: "fill", text: "amira.saleh@example.com" } },
      { target: textbox(/^Purchase amount/), action: { do: "type", text: "$7,500,000" } },
      { target: textbox(/^Closing date/), action: { do: "fill", text: "2027-06-30" } },
      { target: textbox(/^Special terms/), action: { do: "fill", text: "Boat mooring conveys." } },
    ],
    submit: button("Create Contract"),
    enterIn: textbox(/^Buyer's email/),
    after: [summaryEntry(/property address/i)],
    afterEmpty: [summaryEntry(/property name/i)],
    names: [
      "propertyName",
      "propertyAddress",
      "buyerName",
      "buyerEmail",
      "buyerPhone",
      "sellerName",
      "sellerEmail",
      "sellerPhone",
      "purchaseAmount",
      "depositAmount",
      "closingDate",
      "contingencies",
      "specialTerms",
      "realtorName",
      "realtorLicense",
    ],
  },
  {
    route: "/contracts/1/sign/",
    form: "contract signature",
    fields: [
      { target: buyerParty, action: press, shows: { checked: buyerParty } },
      { target: textbox(/^Full legal name/), action: { do: "type", text: "Eleanor Whitfield" } },
      { target: agreement, action: press, shows: { checked: agreement } },
    ],
    submit: button("Sign Contract"),
    enterIn: textbox(/^Full legal name/),
    after: [{ visible: button("Processing...") }],
    afterEmpty: null,
    url: /\/contracts\/1\/(sign\/)?$/,
    names: ["legalName"],
  },
  {
    route: "/contracts/1/messages/",
    form: "message composer",
    fields: [{ target: textbox(/^Message to/), action: { do: "type", text: "Appraisal Thursday" } }],
    keeps: [],
    submit: button("Send", { in: { role: "region", name: "Conversation" } }),
    enterIn: textbox(/^Message to/),
    after: [
      { visible: { role: "region", name: "Conversation" }, text: "Appraisal Thursday" },
      { value: textbox(/^Message to/), is: "" },
    ],
    afterEmpty: null,
    names: [],
  },
];
