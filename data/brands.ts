import type { Brand, FeaturedProperty } from "@/lib/schemas/brand";

type BrandFacts = Omit<Brand, "id" | "image" | "imageAlt">;

// Brands appear as typographic wordmark posters, never as copied logos.
function brand(facts: BrandFacts, scene: string): Brand {
  return {
    ...facts,
    id: facts.slug,
    image: `/art/brands/${facts.slug}`,
    imageAlt: `Typographic poster: the name ${facts.name} set in capitals over ${scene}`,
  };
}

/** The partner brands shown on /hotels, one per purchase-listing brand. Illustrative sample data. */
export const brands: Brand[] = [
  brand(
    {
      slug: "aman",
      name: "Aman",
      description: "Sanctuaries of stillness, now with residences that carry the same quiet into everyday life.",
      dramaticDescription:
        "Aman builds silence. Stone, water and shadow are arranged until nothing is left to distract you from the horizon. To live in an Aman residence is to keep that hush for yourself.",
      residenceCount: 22,
      locations: ["Miami Beach"],
    },
    "a curving tower on Miami Beach at golden hour, with palms on the sand",
  ),
  brand(
    {
      slug: "ritz-carlton",
      name: "Ritz-Carlton",
      description: "Polished, warm service and waterfront residences with the hotel's standards in every detail.",
      dramaticDescription:
        "The Ritz-Carlton made a promise of ladies and gentlemen serving ladies and gentlemen. Its residences keep it at home: a doorman who knows your car, a spa that knows your back, a lagoon at sunset.",
      residenceCount: 4,
      locations: ["Miami Beach"],
    },
    "a curving tower on Miami Beach at dusk, its windows lit, with palms on the sand",
  ),
  brand(
    {
      slug: "four-seasons",
      name: "Four Seasons",
      description: "Private residences with the ease of a house and the reflexes of one of the world's great hotels.",
      dramaticDescription:
        "Four Seasons built its name on anticipating the request before it is made. In Beverly Hills that means dinner in your dining room, a spa downstairs and the canyon's gold light on your terrace.",
      residenceCount: 4,
      locations: ["Beverly Hills"],
    },
    "a terracotta-roofed villa among tall fan palms in the hills of Beverly Hills at dusk",
  ),
  brand(
    {
      slug: "st-regis",
      name: "St. Regis",
      description: "Mountain residences with butler service, fireside evenings and the gondola a few steps away.",
      dramaticDescription:
        "St. Regis brought the butler to the mountain. Skis are warmed, fires are laid and the champagne is sabred at dusk. Aspen in winter, Aspen in summer, and someone to arrange all of it.",
      residenceCount: 4,
      locations: ["Aspen"],
    },
    "a timber chalet below snowy peaks at dusk, among snow-covered pines",
  ),
  brand(
    {
      slug: "edition",
      name: "Edition",
      description: "Sharp, modern residences above the Sunset Strip with the hotel's rooftop and nightlife downstairs.",
      dramaticDescription:
        "Edition is a hotel for people who know where the party is and prefer to leave before it ends. Its residences are white, bright and exact, with the whole of Los Angeles glittering below.",
      residenceCount: 20,
      locations: ["West Hollywood"],
    },
    "a terracotta-roofed villa in the hills above West Hollywood at night, with tall fan palms under the moon",
  ),
  brand(
    {
      slug: "bulgari",
      name: "Bulgari",
      description: "Italian marble and Arabian light on a private island, with a marina and a beach club of its own.",
      dramaticDescription:
        "The Roman jeweller set its Dubai residences like a stone in a ring: an island shaped like a seahorse, a marina, a beach. Everything is marble, brass and gold-flecked sea.",
      residenceCount: 173,
      locations: ["Dubai"],
    },
    "a slender tower among desert dunes at night, with date palms",
  ),
  brand(
    {
      slug: "cipriani",
      name: "Cipriani",
      description: "Venetian hospitality on Brickell Avenue: bay views, a proper Bellini and staff who remember you.",
      dramaticDescription:
        "Cipriani invented the Bellini in a small bar by the Grand Canal. Its Miami residences carry the same idea: the best hospitality is simple, exact and a little bit glamorous.",
      residenceCount: 397,
      locations: ["Brickell, Miami"],
    },
    "twin towers on Biscayne Bay at dusk, their lit windows reflected in the water",
  ),
  brand(
    {
      slug: "faena",
      name: "Faena",
      description: "Theatrical, jewel-toned residences for people who like their evenings to feel like an opening night.",
      dramaticDescription:
        "Faena treats a building like a stage. Red velvet, gold leaf and a curtain that rises every evening over the bay. The residences are the best seats in the house.",
      residenceCount: 45,
      locations: ["Brickell, Miami"],
    },
    "a slender tower on Biscayne Bay at dusk, reflected in the water",
  ),
  brand(
    {
      slug: "mandarin-oriental",
      name: "Mandarin Oriental",
      description: "Island residences on Brickell Key with a waterside spa and a calm, exact sense of service.",
      dramaticDescription:
        "Mandarin Oriental measures luxury in calm. On Brickell Key the city is a bridge away, the spa looks over the water and the day begins with tea poured exactly right.",
      residenceCount: 89,
      locations: ["Brickell Key, Miami"],
    },
    "a slender tower on Biscayne Bay at midday, reflected in the water",
  ),
  brand(
    {
      slug: "baccarat",
      name: "Baccarat",
      description: "Residences finished with the precision of cut crystal where the Miami River meets the bay.",
      dramaticDescription:
        "Baccarat has cut crystal in France for more than two centuries. Its Miami tower catches the light the same way: faceted, red-gold at dusk, and brilliant long after the sun is down.",
      residenceCount: 324,
      locations: ["Miami River, Miami"],
    },
    "a curving tower on Biscayne Bay at golden hour, reflected in the water",
  ),
  brand(
    {
      slug: "mercedes-benz",
      name: "Mercedes-Benz",
      description: "Engineered calm in the heart of Brickell, with cascading gardens and a full wellness floor.",
      dramaticDescription:
        "Mercedes-Benz applies the discipline of a great car to the way you live: nothing loud, nothing wasted. Gardens climb the tower, the running track wraps the roof and the ride is silent.",
      residenceCount: 791,
      locations: ["Brickell, Miami"],
    },
    "a terraced low-rise on Biscayne Bay at dusk, its windows lit",
  ),
  brand(
    {
      slug: "1428-brickell",
      name: "1428 Brickell",
      description: "A glass tower on Brickell Avenue with a sky garden, a high pool deck and well-planned residences.",
      dramaticDescription:
        "1428 Brickell is a tower designed for the view: glass from floor to ceiling, a garden in the sky and a bay that changes colour every hour. A first address on the avenue that does not feel like a compromise.",
      residenceCount: 189,
      locations: ["Brickell, Miami"],
    },
    "a slender tower on Biscayne Bay at midday",
  ),
  brand(
    {
      slug: "w-hotels",
      name: "W Hotels",
      description: "Residences with the energy of a W: pool-deck weekends, an all-hours gym and sunrise over the bay.",
      dramaticDescription:
        "W Hotels never learned to whisper. At Icon Brickell the pool deck has a soundtrack, the lobby has a pulse and the residences upstairs open onto the whole shimmering bay.",
      residenceCount: 300,
      locations: ["Brickell, Miami"],
    },
    "a slender tower on Biscayne Bay at dusk, its lit windows mirrored in the water",
  ),
  brand(
    {
      slug: "waldorf-astoria",
      name: "Waldorf Astoria",
      description: "A tower of staggered glass cubes above Biscayne Boulevard, with Waldorf service on call.",
      dramaticDescription:
        "Waldorf Astoria gave New York its grandest lobby. In Miami it reaches upward instead: cube stacked on glass cube, with a residence at the top from which the bay looks like a map.",
      residenceCount: 360,
      locations: ["Downtown Miami"],
    },
    "a slender tower above Biscayne Bay at dusk, with lit windows",
  ),
  brand(
    {
      slug: "one-thousand-museum",
      name: "One Thousand Museum",
      description: "Full-floor residences inside a sculpted white exoskeleton facing the museums and the bay.",
      dramaticDescription:
        "One Thousand Museum is architecture that refuses the straight line. Its white ribs flow from the ground to the sky, and every residence looks out over the park, the museums and the open bay.",
      residenceCount: 83,
      locations: ["Museum Park, Miami"],
    },
    "a sculpted, curving tower on Biscayne Bay at midday",
  ),
  brand(
    {
      slug: "aston-martin",
      name: "Aston Martin",
      description: "A sail-shaped tower at the mouth of the Miami River, with coachbuilt details and its own marina.",
      dramaticDescription:
        "Aston Martin designs for the feeling of speed at rest. Its tower rises like a sail where the river meets the bay, finished with the care of a hand-built grand tourer.",
      residenceCount: 391,
      locations: ["Miami River, Miami"],
    },
    "a cluster of towers on Biscayne Bay at golden hour, reflected in the water",
  ),
  brand(
    {
      slug: "rosewood-miami-beach",
      name: "Rosewood",
      description: "Oceanfront residences with a private beach club and Rosewood's unhurried sense of place.",
      dramaticDescription:
        "Rosewood believes a hotel should feel as if it could be nowhere else. On Miami Beach that means coral stone, deep shaded terraces and the sound of the sea in every room.",
      residenceCount: 38,
      locations: ["Miami Beach"],
    },
    "a terraced low-rise on Miami Beach at dusk, with striped beach parasols and palms on the sand",
  ),
];

/** The property featured on /hotels; "Purchase" goes to /buy?hotel=rosewood-miami-beach. */
export const featuredProperty: FeaturedProperty = {
  name: "Rosewood Miami Beach",
  slug: "rosewood-miami-beach",
  image: "/art/properties/rosewood-miami-beach",
  imageAlt: "Illustration of a curving tower on Miami Beach at dusk, its windows lit, with striped beach parasols and palms on the sand",
  description:
    "Oceanfront residences with deep terraces over the sand, a private beach club and the quiet, unhurried pace of a Rosewood. Every residence looks east, so the day begins with the Atlantic turning from grey to silver to blue.",
  locations: ["Miami Beach, Florida"],
  residenceCount: 38,
  priceRange: "$14.5M – $48M",
  amenities: [
    "Private beach club",
    "Oceanfront infinity pool",
    "Oceanfront spa and hammam",
    "In-residence dining",
    "Private elevator to every residence",
    "24-hour concierge",
  ],
};
