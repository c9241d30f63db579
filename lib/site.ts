/** Site-wide facts: the product's name, description, contact and address, as typed data (navigation: lib/navigation.ts). */

export const site = {
  name: "Aurum Residences",
  shortName: "Aurum",
  tagline: "The marketplace for hotel-branded luxury residences",
  description:
    "Browse, offer on and close hotel-branded luxury residences from Aman, Ritz-Carlton, Four Seasons, St. Regis and more, in one private marketplace.",
  contactEmail: "concierge@aurumresidences.com",
  /** Absolute base for Open Graph links; set SITE_URL at build time for another host. */
  url: process.env.SITE_URL ?? "https://aurumresidences.com",
} as const;
