/**
 * What /hyper-targeting says, as typed data. Worded as what the service offers: nothing here
 * claims data has already been gathered about anyone.
 */

export type Capability = { title: string; text: string };
export type Step = { title: string; text: string };
export type DataSource = { title: string; text: string; examples: readonly string[] };

export const capabilities: readonly Capability[] = [
  {
    title: "AI Lead Generation",
    text: "Models score prospective buyers by how closely their interests and means match a residence, so your team starts with the most promising conversations.",
  },
  {
    title: "Multi-Source Data Integration",
    text: "Your CRM, your website's analytics and lawful public sources are brought together into one view of each prospect, without duplicates.",
  },
  {
    title: "Mailing Lists & Automation",
    text: "Lists are built from your own contacts, opt-in sign-ups and business contact details published for that purpose, then kept clean and sent in timed sequences with an unsubscribe link in every message.",
  },
  {
    title: "Legal & Ethical Compliance",
    text: "Every source and every campaign is checked against GDPR and CCPA before it runs, with consent recorded and opt-outs honoured everywhere at once.",
  },
];

export const processSteps: readonly Step[] = [
  { title: "Data Aggregation", text: "We connect the sources you choose and gather only the fields a campaign needs." },
  { title: "AI Analysis", text: "Models find the patterns that mark a likely buyer for each property and market." },
  { title: "Profile Enrichment", text: "Prospect profiles are completed from permitted sources and checked for accuracy." },
  { title: "Targeted Outreach", text: "Personal, well-timed messages reach the right people through the channels they agreed to." },
];

export const dataSources: readonly DataSource[] = [
  {
    title: "CRM & Internal Data",
    text: "What your own team already knows, used under the terms it was collected on.",
    examples: ["Past enquiries and owners", "Event and tour guests", "Hotel loyalty members who opted in"],
  },
  {
    title: "Web & Public Data",
    text: "Information people and businesses have made public, where using it is lawful.",
    examples: ["Published business contacts", "Public property and company records", "Press and industry listings"],
  },
  {
    title: "Website Analytics",
    text: "How visitors use your listing pages, measured with consent.",
    examples: ["Pages and residences viewed", "Enquiry and tour requests", "Campaign responses"],
  },
];

export const compliancePoints: readonly Step[] = [
  { title: "GDPR", text: "A lawful basis for every use, data kept to a minimum, and access or erasure on request." },
  { title: "CCPA", text: "Californians can see, delete and opt out of the sale or sharing of their information." },
  { title: "Ethical collection", text: "No purchased lists of private individuals, and nothing taken from behind a login." },
  {
    title: "Privacy first",
    // Only what is true today: this preview holds no prospect data and encrypts nothing.
    text: "Access is limited to the campaign team, and data is kept only until a set end date. This preview gathers no prospect data: a consultation request sent here stays in your browser, unencrypted.",
  },
];
