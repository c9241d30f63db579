import * as z from "zod/mini";
import { textSchema } from "./fields";

export const testimonialSchema = z.object({
  name: textSchema,
  role: textSchema,
  content: textSchema,
  /** Whole stars, 1 to 5. */
  rating: z.int().check(z.gte(1, "Enter a rating from 1 to 5"), z.lte(5, "Enter a rating from 1 to 5")),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
