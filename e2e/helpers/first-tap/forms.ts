// The forms of the first-tap inventory (see controls.ts): what to type in each, how to
// submit it, and what it shows then; used by first-tap-forms.spec.ts and first-tap-url-guard.spec.ts.
import type { Find, FormSpec } from "./types";
import { button, dialog, press, problem, status, summaryEntry, textbox, toasts } from "./shorthands";

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
    route: "/aman-miami-beach/",
    form: "monthly cost estimate",
    fields: [{ target: textbox(/^Down payment/), action: { do: "fill", text: "45" } }],
    enterIn: textbox(/^Down payment/),
    guardOnly: true,
    after: [{ value: textbox(/^Down payment/), is: "45" }],
    afterEmpty: null,
    url: /\/aman-miami-beach\/\?down=45$/,
    names: ["residence", "financing", "downPaymentBps", "annualRateBps", "termYears"],
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
