import { describe, expect, it } from "vitest";
import { realtorApplicationSchema } from "@/lib/schemas/realtor-application";
import {
  APPLICATION_STEP_COUNT,
  allApplicationFields,
  canSubmit,
  draftFileIds,
  emptyApplication,
  isFirstStep,
  isLastStep,
  nextStep,
  previousStep,
  progressText,
  restoreDraftValues,
  stepFields,
  stepOfField,
  stepTitle,
  toStep,
  topField,
} from "./realtor-wizard";

describe("moving between steps", () => {
  it("has five steps and moves one at a time, never past 1 or 5", () => {
    expect(APPLICATION_STEP_COUNT).toBe(5);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(4)).toBe(5);
    expect(nextStep(5)).toBe(5);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
    expect(isFirstStep(1) && !isFirstStep(2)).toBe(true);
    expect(isLastStep(5) && !isLastStep(4)).toBe(true);
  });

  it("shows progress as 'N of 5' with the step's title", () => {
    expect(progressText(1)).toBe("1 of 5");
    expect(progressText(5)).toBe("5 of 5");
    expect([1, 2, 3, 4, 5].map((step) => stepTitle(toStep(step)))).toEqual([
      "Personal Information",
      "Professional Credentials",
      "Business Performance",
      "Professional References",
      "Documents & Agreement",
    ]);
  });

  it("reads a stored step, starting again at 1 for anything damaged", () => {
    expect(toStep(3)).toBe(3);
    for (const value of [0, 6, 2.5, "3", null, undefined, Number.NaN]) expect(toStep(value)).toBe(1);
  });
});

describe("fields per step", () => {
  it("gives each step its own fields, covering the whole application once", () => {
    expect(stepFields(1)).toEqual(["agencyType", "firstName", "lastName", "email", "phone", "address", "city", "state", "zipCode"]);
    expect(stepFields(5)).toEqual(["licenseUpload", "businessPlan", "references", "agreesToTerms", "agreesToCommission"]);
    expect([...allApplicationFields].sort()).toEqual(Object.keys(realtorApplicationSchema.shape).sort());
  });

  it("finds the step of a field or of an error path inside it", () => {
    expect(stepOfField("zipCode")).toBe(1);
    expect(stepOfField("specializations")).toBe(2);
    expect(stepOfField("teamSize")).toBe(3);
    expect(stepOfField("reference1Email")).toBe(4);
    expect(stepOfField("licenseUpload.size")).toBe(5);
    expect(stepOfField("nonsense")).toBeUndefined();
    expect(topField("licenseUpload.name")).toBe("licenseUpload");
  });
});

describe("canSubmit", () => {
  it("is true only when both agreements are ticked", () => {
    expect(canSubmit({ agreesToTerms: true, agreesToCommission: true })).toBe(true);
    expect(canSubmit({ agreesToTerms: true, agreesToCommission: false })).toBe(false);
    expect(canSubmit({ agreesToTerms: false, agreesToCommission: true })).toBe(false);
    expect(canSubmit({})).toBe(false);
    expect(canSubmit({ agreesToTerms: "true", agreesToCommission: 1 })).toBe(false);
  });
});

describe("drafts", () => {
  it("starts empty: nothing chosen, nothing ticked, no files", () => {
    const values = emptyApplication();
    expect(values.firstName).toBe("");
    expect(values.agencyType).toBeUndefined();
    expect(values.specializations).toEqual([]);
    expect(values.agreesToTerms).toBe(false);
    expect(values.licenseUpload).toBeUndefined();
  });

  it("restores typed values, half-typed ones included, and file references", () => {
    const restored = restoreDraftValues({
      firstName: "Adriana",
      email: "adriana@exa",
      agencyType: "dynamic-team",
      specializations: ["Residential", 7],
      agreesToTerms: true,
      licenseUpload: { id: "f1", name: "license.pdf", size: 1200, extra: "dropped" },
      businessPlan: { id: "", name: "x.pdf", size: 1 },
      unknownField: "dropped",
      zipCode: 33131,
    });
    expect(restored).toMatchObject({
      firstName: "Adriana",
      email: "adriana@exa",
      agencyType: "dynamic-team",
      specializations: ["Residential"],
      agreesToTerms: true,
      agreesToCommission: false,
      licenseUpload: { id: "f1", name: "license.pdf", size: 1200 },
      zipCode: "",
    });
    expect(restored.businessPlan).toBeUndefined();
    expect(restored).not.toHaveProperty("unknownField");
    expect(draftFileIds(restored)).toEqual(["f1"]);
  });

  it("reads a damaged draft as an empty application", () => {
    expect(restoreDraftValues(null)).toEqual(emptyApplication());
    expect(restoreDraftValues("text")).toEqual(emptyApplication());
  });
});
