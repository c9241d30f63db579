import type { PropertyPage, Range } from "@/lib/schemas/property";
import { purchaseListings } from "./listings";

type PageCopy = Pick<PropertyPage, "tagline" | "description" | "amenities" | "features" | "facts" | "imageAlt"> & {
  beds: Range;
  baths: Range;
  sqft: Range;
};

const single = (value: number): Range => ({ min: value, max: value });
const span = (min: number, max: number): Range => ({ min, max });

/** A property page takes its name, brand, place and starting price from its purchase listing. */
function page(listingId: string, copy: PageCopy): PropertyPage {
  const listing = purchaseListings.find((candidate) => candidate.id === listingId);
  if (!listing) throw new Error(`No purchase listing "${listingId}" for its property page`);
  return {
    slug: listing.id,
    name: listing.name,
    brand: listing.brand,
    brandSlug: listing.brandSlug,
    location: listing.location,
    city: listing.city,
    startingPriceCents: listing.priceCents,
    image: `/art/properties/${listing.id}`,
    listingId: listing.id,
    ...copy,
  };
}

/**
 * The 16 property detail pages, served at /{slug}. Starting prices and the
 * facts of the first six come from the spec; ranges marked "n/a" there are
 * plausible sample values. Illustrative sample data.
 */
export const propertyPages: PropertyPage[] = [
  page("aman-miami-beach", {
    imageAlt: "Illustration of a pale terraced low-rise facing the sea on Miami Beach at midday, with palms on the sand",
    tagline: "A sanctuary of stillness on the Atlantic",
    description:
      "Aman Miami Beach gathers fifty-six hotel suites and at most twenty-two branded residences behind the dunes, in low pavilions of pale stone and shaded timber. Water runs through everything: reflecting pools, a long lap pool and the ocean itself, a few steps from every door. Residents live with the full Aman ritual close at hand, from the spa's hammam to dinner served on their own terrace.",
    amenities: [
      "Aman Spa with hammam",
      "Private beach club",
      "Ocean lap pool",
      "In-residence dining",
      "Japanese garden",
      "24-hour residence team",
    ],
    features: ["Shaded stone loggias", "Private elevator entry", "Outdoor showers", "Floor-to-ceiling sliding glass", "Wine room"],
    beds: span(2, 4),
    baths: span(3, 5),
    sqft: span(2400, 4200),
    facts: ["56 hotel suites", "At most 22 branded residences"],
  }),
  page("ritz-carlton-miami-beach", {
    imageAlt: "Illustration of a terraced low-rise on the Miami Beach shore at dusk, its windows lit, with palms on the sand",
    tagline: "Lagoon-side living with Ritz-Carlton service",
    description:
      "Set on the quiet shore of Surprise Lake, the Ritz-Carlton Residences trade the bustle of Collins Avenue for docks, gardens and long westward sunsets. Every residence opens onto a deep terrace, and the hotel's spa, dining and valet are an easy walk across the grounds.",
    amenities: ["Lagoon-side pool", "Private docks", "Ritz-Carlton Spa", "Fitness studio", "Art gallery lounge", "Valet parking"],
    features: ["Deep sunset terraces", "Summer kitchens", "Private elevator lobbies", "Italian kitchens", "Smart climate control"],
    beds: single(3),
    baths: single(3.5),
    sqft: single(2400),
  }),
  page("four-seasons-beverly-hills", {
    imageAlt: "Illustration of a terracotta-roofed villa in the hills of Beverly Hills at dusk, its windows lit, framed by tall fan palms",
    tagline: "A private house with a grand hotel downstairs",
    description:
      "The Four Seasons residences in Beverly Hills are planned like houses: gallery halls, libraries, gardens and generous kitchens. Yet the hotel's reflexes are always there, from a table at the restaurant to a massage in your own dressing room.",
    amenities: [
      "Four Seasons Spa",
      "Residents' pool and cabanas",
      "In-residence dining",
      "Private screening room",
      "Wine salon",
      "24-hour concierge",
    ],
    features: ["Walled gardens", "Chef's kitchens", "Gallery halls for art", "Private elevators", "Two-car private garages"],
    beds: single(5),
    baths: single(6),
    sqft: single(4800),
  }),
  page("st-regis-aspen", {
    imageAlt: "Illustration of a snow-roofed lodge at the foot of snowy peaks at dusk, its windows lit, with pines in the snow",
    tagline: "Fireside evenings at the foot of Aspen Mountain",
    description:
      "A red-brick landmark a few steps from the gondola, St. Regis Aspen pairs mountain residences with the house's butler tradition. Skis are warmed by morning, the fire is laid by dusk and the champagne is sabred at sunset.",
    amenities: ["St. Regis butler service", "Ski valet", "Mountain spa", "Heated outdoor pool", "Residents' lounge", "Après-ski bar"],
    features: ["Stone fireplaces", "Heated boot rooms", "Mountain-view terraces", "Radiant-heated floors", "Wine storage"],
    beds: single(4),
    baths: single(4.5),
    sqft: single(3800),
  }),
  page("edition-west-hollywood", {
    imageAlt: "Illustration of a slender tower above West Hollywood at dusk, its windows lit, with tall fan palms on the hills",
    tagline: "White, bright and exact above the Sunset Strip",
    description:
      "Edition West Hollywood stacks crisp residences above the Strip, with the hotel's rooftop pool, lobby bar and restaurants downstairs. Interiors are white oak, stone and glass, framing the city from the hills to the ocean.",
    amenities: [
      "Rooftop pool and bar",
      "Edition fitness club",
      "Screening room",
      "Residents' lounge",
      "24-hour concierge",
      "Valet parking",
    ],
    features: ["White oak floors", "Stone kitchens", "City-to-ocean views", "Private terraces", "Smart home system"],
    beds: single(3),
    baths: single(3.5),
    sqft: single(2800),
  }),
  page("bulgari-dubai", {
    imageAlt: "Illustration of a terracotta-roofed villa among desert dunes at night, lit windows under the moon and date palms",
    tagline: "Italian marble on a private island",
    description:
      "On a seahorse-shaped island off the Jumeirah coast, the Bulgari residences bring Roman craftsmanship to the Gulf: marble, brass and mosaic, opening onto a marina and a private beach. The yacht club, the spa and the island's restaurants are all a short walk away.",
    amenities: ["Bulgari Spa", "Private beach", "Yacht club and marina", "Italian restaurant", "Residents' pool", "Kids' club"],
    features: ["Italian marble throughout", "Sea-view terraces", "Private berths available", "Chef's kitchens", "Staff quarters"],
    beds: single(4),
    baths: single(5),
    sqft: single(4200),
  }),
  page("cipriani-brickell", {
    imageAlt: "Illustration of a slender tower on Biscayne Bay at golden hour, with its reflection in the water and a sailboat on the bay",
    tagline: "Venetian hospitality on Brickell Avenue",
    description:
      "Cipriani Residences bring the warmth of a Venetian bar to the heart of Brickell: polished wood, Murano glass and staff who remember how you take your coffee. Residences look out over the bay through walls of glass, and the lounge pours a proper Bellini every evening.",
    amenities: [
      "Cipriani residents' lounge",
      "Bay-view pool deck",
      "Spa and hammam",
      "Fitness studio",
      "Private dining room",
      "Valet parking",
    ],
    features: ["Bay views", "Italian cabinetry", "Wraparound balconies", "Private elevator foyers", "Summer kitchens"],
    beds: span(2, 5),
    baths: span(2.5, 6.5),
    sqft: span(1700, 6100),
  }),
  page("faena-brickell", {
    imageAlt: "Illustration of a slender tower on Biscayne Bay at midday, its reflection in the water and palms on the shore",
    tagline: "Opening night, every night",
    description:
      "Faena Residences treat the building as a stage: jewel-toned interiors, gilded details and a lobby that feels like the first act of something wonderful. The residences are the best seats in the house, facing the bay and its copper sunsets.",
    amenities: ["Rooftop pool and bar", "Faena spa", "Cabaret lounge", "Fitness studio", "In-residence dining", "24-hour concierge"],
    features: ["Custom jewel-toned finishes", "Bay-view terraces", "Private elevators", "Wine storage", "Smart home system"],
    beds: span(2, 5),
    baths: span(2.5, 5.5),
    sqft: span(1900, 5400),
  }),
  page("mandarin-oriental-brickell", {
    imageAlt: "Illustration of a curving tower on Biscayne Bay at night, its lit windows mirrored in the water under the moon",
    tagline: "Island calm, a bridge from the city",
    description:
      "On Brickell Key, a quiet island a short bridge from downtown, the Mandarin Oriental residences sit in a curve of glass facing the bay. The waterside spa, the tea ritual and the gardens set a slower pace than the city next door.",
    amenities: ["Waterside spa", "Private beach club", "Bay-view pool", "Fitness center", "Residents' tea salon", "Valet parking"],
    features: ["Bay views on three sides", "Private elevator foyers", "Deep balconies", "Stone bathrooms", "Smart climate control"],
    beds: span(2, 5),
    baths: span(2.5, 6),
    sqft: span(1800, 6000),
  }),
  page("baccarat-brickell", {
    imageAlt: "Illustration of a slender tower on Biscayne Bay at dusk, with lit windows and its reflection in the water",
    tagline: "Cut crystal where the river meets the bay",
    description:
      "Baccarat Residences rise at the mouth of the Miami River, faceted like the crystal the house has made in France for centuries. Inside, light plays across red and clear glass, and the bar glows like a chandelier after dark.",
    amenities: ["Baccarat bar", "Riverfront pool deck", "Spa and hammam", "Fitness club", "Marina access", "24-hour concierge"],
    features: ["Crystal-inspired lighting", "River and bay views", "Private terraces", "Wine storage", "Chef's kitchens"],
    beds: span(1, 4),
    baths: span(1.5, 5.5),
    sqft: span(1250, 4200),
  }),
  page("mercedes-benz-brickell", {
    imageAlt: "Illustration of a terraced low-rise on Biscayne Bay at midday, mirrored in the calm water",
    tagline: "Engineered calm in the middle of Brickell",
    description:
      "Mercedes-Benz Places wraps its residences in cascading gardens and gives a whole floor to wellness. Design is quiet and exact, the rooftop running track circles the skyline, and the ride from garage to front door is silent.",
    amenities: ["Wellness floor with spa", "Rooftop running track", "Cascading gardens", "Resort pool", "EV charging", "Valet parking"],
    features: ["Precision-built kitchens", "Garden-view terraces", "Smart home system", "Private storage", "Floor-to-ceiling glass"],
    beds: span(2, 5),
    baths: span(2.5, 5.5),
    sqft: span(1900, 5800),
  }),
  page("residences-1428-brickell", {
    imageAlt: "Illustration of a slender tower on Biscayne Bay at golden hour, with its reflection in the water and a sailboat on the bay",
    tagline: "A glass tower with a garden in the sky",
    description:
      "The Residences at 1428 Brickell are designed for the view: glass from floor to ceiling, a sky garden near the top and a pool deck that floats above the avenue. Residences range from a first pied-à-terre to generous family homes.",
    amenities: ["Sky garden", "Elevated pool deck", "Fitness center", "Residents' lounge", "Pet spa", "Valet parking"],
    features: ["Floor-to-ceiling glass", "Bay and city views", "Smart home system", "Private balconies", "Italian kitchens"],
    beds: span(1, 4),
    baths: span(1, 4.5),
    sqft: span(780, 3900),
  }),
  page("w-icon-brickell", {
    imageAlt:
      "Illustration of a slender tower on Biscayne Bay at dusk, with lit windows, its reflection in the water and palms on the shore",
    tagline: "The energy of a W, above the bay",
    description:
      "W Hotel & Residences at Icon Brickell sit behind a colonnade at the water's edge, with a pool deck that has its own soundtrack and a gym that never closes. Upstairs, residences open onto the whole shimmering bay.",
    amenities: ["Pool deck with cabanas", "24-hour fitness center", "Spa", "W lounge", "Around-the-clock concierge", "Valet parking"],
    features: ["Bay views", "Open-plan living", "Private balconies", "Designer kitchens", "Hotel room service"],
    beds: span(1, 3),
    baths: span(1, 3.5),
    sqft: span(850, 2300),
  }),
  page("waldorf-astoria-miami", {
    imageAlt: "Illustration of a slender tower on Biscayne Bay at midday, its reflection laid across the water",
    tagline: "Cube upon glass cube above the bay",
    description:
      "Waldorf Astoria Hotel & Residences rise in a stack of offset glass cubes above Biscayne Boulevard, with the bay laid out below like a map. Residents have the hotel's service on call, from the grand lobby lounge to dinner at home.",
    amenities: ["Waldorf Astoria Spa", "Grand lobby lounge", "Sky pool", "Fitness club", "In-residence dining", "Valet parking"],
    features: ["Bay views", "Private elevator foyers", "Stone kitchens", "Walk-in closets", "Smart home system"],
    beds: span(1, 4),
    baths: span(1.5, 4.5),
    sqft: span(1050, 4000),
  }),
  page("one-thousand-museum", {
    imageAlt: "Illustration of a sculpted, curving tower on Biscayne Bay at midday, mirrored in the water",
    tagline: "Architecture that refuses the straight line",
    description:
      "One Thousand Museum wraps its full-floor and half-floor residences in a flowing white exoskeleton, facing the museums, the park and the open bay. A rooftop aquatic centre and a private sky lounge crown the tower.",
    amenities: ["Rooftop aquatic centre", "Sky lounge", "Spa and hammam", "Private cinema", "Wellness center", "Valet parking"],
    features: ["Full-floor residences", "Private elevators", "Sculpted curving windows", "Bay and park views", "Wine storage"],
    beds: span(4, 6),
    baths: span(5.5, 7.5),
    sqft: span(4600, 10000),
  }),
  page("aston-martin-brickell", {
    imageAlt: "Illustration of a curving tower on Biscayne Bay at golden hour, with its reflection in the water",
    tagline: "Speed at rest, where the river meets the bay",
    description:
      "Aston Martin Residences rise like a sail at the mouth of the Miami River, finished with the care of a hand-built grand tourer. A private marina sits at the foot of the tower, and the skyline wraps around every residence.",
    amenities: ["Private marina", "Sky pool", "Spa and salon", "Fitness center", "Car gallery", "24-hour concierge"],
    features: ["Bay and river views", "Coachbuilt details", "Private elevators", "Summer kitchens", "Smart home system"],
    beds: span(1, 5),
    baths: span(1.5, 6.5),
    sqft: span(900, 5600),
  }),
];
