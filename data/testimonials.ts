import type { Testimonial } from "@/lib/schemas/testimonial";

/** The two static testimonials on the home page. Fictional people. */
export const testimonials: Testimonial[] = [
  {
    name: "Eleanor Whitfield",
    role: "Residence owner, Miami Beach",
    content:
      "We had looked at branded residences for two years and always ended up juggling five brokers and three banks. Here the offer, the deposit and the closing team were in one place, and the whole thing felt as calm as the residence itself.",
    rating: 5,
  },
  {
    name: "Rafael Okonkwo",
    role: "Hotel owner, Brickell",
    content:
      "It added a sales channel without taking one away. The buyers who came through it were already qualified and already in love with the brand, which made every conversation shorter and every sale cleaner.",
    rating: 5,
  },
];
