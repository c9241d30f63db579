import * as z from "zod/mini";
import { ownerField } from "@/lib/schemas/owner";
import { applicationStepSchemas, realtorApplicationSchema, type RealtorApplication } from "@/lib/schemas/realtor-application";

/**
 * Stored shapes that only the store needs. Entity schemas live in lib/schemas;
 * these wrap them with what storing adds (ids, times, drafts, file bodies).
 */

const idSchema = z.string().check(z.minLength(1, "Enter an id"));
const timestampSchema = z.iso.datetime({ offset: true, error: "Enter a date and time, like 2026-12-01T14:30:00Z" });

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An attachment or upload: metadata validated, the Blob kept exactly as given. */
export const storedFileSchema = z.object({
  id: idSchema,
  ...ownerField,
  name: z.string().check(z.minLength(1, "Enter a file name"), z.maxLength(255, "File name must be 255 characters or fewer")),
  /** The MIME type the site decided on (never trusted for rendering; see the security notes). */
  type: z.string(),
  /** Bytes. */
  size: z.int().check(z.nonnegative("Enter a size of 0 or more")),
  blob: z.custom<Blob>(isBlob, "Expected the file's contents"),
  createdAt: timestampSchema,
});

export type StoredFile = z.infer<typeof storedFileSchema>;

export const applicationStatusSchema = z.enum(["submitted", "in_review", "approved", "declined"]);

export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** A submitted realtor application: the whole application plus what storing adds. */
export const applicationRecordSchema = z.extend(realtorApplicationSchema, {
  id: idSchema,
  ...ownerField,
  createdAt: timestampSchema,
  status: applicationStatusSchema,
});

export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/**
 * A wizard in progress. `values` is whatever the form holds, checked only for being an
 * object: a half-typed email must survive a reload, so the step schemas apply on submit.
 * `revision`, `tabId` and `submissionId` let two tabs share it without overwriting each other
 * (lib/application/draft-ownership.ts); drafts saved before they existed lack them, so they
 * are optional (such a draft reads as revision 1 of no tab, its submission id derived from its save time).
 */
export const applicationDraftSchema = z.object({
  id: idSchema,
  /** Whose draft (lib/application/draft-store.ts): an account's, or none for the signed-out browser's (and every draft saved before drafts had owners). */
  ...ownerField,
  step: z.int().check(z.gte(1), z.lte(applicationStepSchemas.length)),
  values: z.custom<Partial<RealtorApplication>>(isPlainObject, "Expected the form's values"),
  updatedAt: timestampSchema,
  /** Goes up by one on every write, so a tab can tell that the draft changed since it read it. */
  revision: z.optional(z.int().check(z.positive("Enter a revision of 1 or more"))),
  /** The tab (one page load) that wrote this revision. */
  tabId: z.optional(z.string()),
  /** Made when the draft starts and used as the submitted application's id: submitting twice finds it. */
  submissionId: z.optional(idSchema),
});

export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;
