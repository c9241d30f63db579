import * as z from "zod/mini";

/**
 * The local account a record belongs to (its id), spread into every schema of a record a person
 * makes. Absent for a record made while signed out, and for the samples.
 */
export const ownerField = {
  ownerId: z.optional(z.string().check(z.minLength(1), z.maxLength(320))),
};
