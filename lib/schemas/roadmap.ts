import * as z from "zod/mini";
import { textSchema } from "./fields";

/** One phase of the evolution timeline. */
export const roadmapPhaseSchema = z.object({
  phase: z.literal([1, 2, 3]),
  title: textSchema,
  /** Like "0-6 months". */
  period: textSchema,
  /** The fee as stated on the page, like "3% fee on broker commission". */
  fee: textSchema,
  description: textSchema,
  highlights: z.array(textSchema).check(z.minLength(1, "Enter at least one highlight")),
});

export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;
