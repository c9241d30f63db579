// First-tap controls (see controls.ts) of the contracts and the other tools: the contract
// list, a contract, transactions, hyper-targeting and the evolution timeline.
import type { Control } from "./types";
import { button, dialog, heading, link, press, SHARED } from "./shorthands";

export const CONTRACT_CONTROLS: Control[] = [
  // Contracts
  {
    route: "/contracts/",
    what: "tab Pending",
    shares: SHARED.tabs,
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
    shares: SHARED.typedField,
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
    shares: SHARED.lazyDialog,
    kind: "dialog",
    target: button("Filters"),
    action: press,
    effect: [{ visible: dialog("Filter contracts") }],
  },
  {
    route: "/contracts/",
    what: "link New Contract",
    shares: SHARED.link,
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
    shares: SHARED.tabs,
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
    shares: SHARED.dialog,
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
    shares: SHARED.tabs,
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
    shares: SHARED.requestButton,
    kind: "dialog",
    target: button("Schedule a Consultation"),
    action: press,
    effect: [{ visible: dialog("Schedule a consultation"), text: "Hyper-Targeting" }],
  },
  {
    route: "/evolution-timeline/",
    what: "link Back to Purchase",
    shares: SHARED.link,
    kind: "link",
    target: link("Back to Purchase"),
    action: press,
    url: /\/buy\/$/,
    effect: [{ visible: heading("Own a residence with a great hotel downstairs") }],
  },
];
