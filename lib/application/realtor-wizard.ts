import { applicationStepFields, applicationStepTitles, type FileRef, type RealtorApplication } from "@/lib/schemas/realtor-application";

/**
 * The realtor application wizard's step logic, pure: five steps, moving one at a time between 1
 * and 5, which fields each step owns, and how a saved draft is read back. The React side is
 * components/application/use-application-wizard.ts.
 */

export const APPLICATION_STEP_COUNT = applicationStepTitles.length;

export type ApplicationStep = 1 | 2 | 3 | 4 | 5;

export type ApplicationField = keyof RealtorApplication & string;

/** A whole number of 1 to 5; anything else becomes 1 (a damaged draft starts at the beginning). */
export function toStep(value: unknown): ApplicationStep {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= APPLICATION_STEP_COUNT
    ? (value as ApplicationStep)
    : 1;
}

export function nextStep(step: ApplicationStep): ApplicationStep {
  return toStep(Math.min(step + 1, APPLICATION_STEP_COUNT));
}

export function previousStep(step: ApplicationStep): ApplicationStep {
  return toStep(Math.max(step - 1, 1));
}

export function isFirstStep(step: ApplicationStep): boolean {
  return step === 1;
}

export function isLastStep(step: ApplicationStep): boolean {
  return step === APPLICATION_STEP_COUNT;
}

/** "2 of 5" */
export function progressText(step: ApplicationStep): string {
  return `${step} of ${APPLICATION_STEP_COUNT}`;
}

export function stepTitle(step: ApplicationStep): string {
  return applicationStepTitles[step - 1] ?? "";
}

/** The fields a step checks before moving on, in screen order. */
export function stepFields(step: ApplicationStep): readonly ApplicationField[] {
  return applicationStepFields[step - 1] ?? [];
}

/** Every field, step by step (the error summary's order). */
export const allApplicationFields: readonly ApplicationField[] = applicationStepFields.flat();

/** The top-level field of an error path: "licenseUpload.size" -> "licenseUpload". */
export function topField(path: string): string {
  return path.split(".")[0] ?? path;
}

/** The step that holds a field (or an error path inside it), if any. */
export function stepOfField(path: string): ApplicationStep | undefined {
  const field = topField(path);
  const index = applicationStepFields.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? undefined : toStep(index + 1);
}

/** Submit Application is enabled only when both agreements are ticked (spec section 4). */
export function canSubmit(values: { agreesToTerms?: unknown; agreesToCommission?: unknown }): boolean {
  return values.agreesToTerms === true && values.agreesToCommission === true;
}

/** The form's values as the wizard holds them: everything optional until submitted. */
export type ApplicationValues = Partial<RealtorApplication>;

/** A fresh application: empty text, nothing chosen, nothing ticked, no files. */
export function emptyApplication(): ApplicationValues {
  const values: Record<string, unknown> = {};
  for (const field of allApplicationFields) values[field] = "";
  for (const choice of [
    "agencyType",
    "state",
    "licenseState",
    "yearsExperience",
    "businessType",
    "teamSize",
    "annualSalesVolume",
    "avgSalePrice",
  ]) {
    values[choice] = undefined;
  }
  values.specializations = [];
  values.agreesToTerms = false;
  values.agreesToCommission = false;
  values.licenseUpload = undefined;
  values.businessPlan = undefined;
  values.references = undefined;
  return values as ApplicationValues;
}

/** The fields that point at a stored PDF. */
export const FILE_FIELDS = ["licenseUpload", "businessPlan", "references"] as const;

export type FileField = (typeof FILE_FIELDS)[number];
const BOOLEAN_FIELDS = ["agreesToTerms", "agreesToCommission"] as const;

function isFileRef(value: unknown): value is FileRef {
  if (typeof value !== "object" || value === null) return false;
  const ref = value as Record<string, unknown>;
  return typeof ref.id === "string" && ref.id !== "" && typeof ref.name === "string" && typeof ref.size === "number";
}

/**
 * Reads a stored draft's values back into form values: known fields only, each of the type its
 * input holds (text, a list of text, a tick, a file reference); anything else is left empty.
 * Whether the values are right is for the step checks, not for this.
 */
export function restoreDraftValues(stored: unknown): ApplicationValues {
  const values = emptyApplication() as Record<string, unknown>;
  if (typeof stored !== "object" || stored === null) return values as ApplicationValues;
  const draft = stored as Record<string, unknown>;
  for (const field of allApplicationFields) {
    const value = draft[field];
    if ((FILE_FIELDS as readonly string[]).includes(field)) {
      if (isFileRef(value)) values[field] = { id: value.id, name: value.name, size: value.size };
    } else if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) {
      values[field] = value === true;
    } else if (field === "specializations") {
      if (Array.isArray(value)) values[field] = value.filter((item): item is string => typeof item === "string");
    } else if (typeof value === "string") {
      values[field] = value;
    }
  }
  return values as ApplicationValues;
}

/** The ids of the files a draft points at. */
export function draftFileIds(values: ApplicationValues): string[] {
  return FILE_FIELDS.flatMap((field) => {
    const ref = values[field];
    return ref ? [ref.id] : [];
  });
}
