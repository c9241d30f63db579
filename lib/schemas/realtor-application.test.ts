import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_BYTES,
  agencyTypeLabels,
  agencyTypeSchema,
  annualSalesVolumeLabels,
  annualSalesVolumeSchema,
  applicationStepFields,
  applicationStepSchemas,
  applicationStepTitles,
  avgSalePriceLabels,
  avgSalePriceSchema,
  businessTypeLabels,
  businessTypeSchema,
  fileRefSchema,
  realtorApplicationSchema,
  specializationSchema,
  teamSizeLabels,
  teamSizeSchema,
  usStateLabels,
  usStateSchema,
  yearsExperienceLabels,
  yearsExperienceSchema,
  type RealtorApplication,
} from "./realtor-application";
import { fieldErrorsOf, without } from "./test-utils";

const license = { id: "file-1", name: "FL-license.pdf", size: 248_000 };

const valid: RealtorApplication = {
  agencyType: "dynamic-team",
  firstName: "Adriana",
  lastName: "Solis",
  email: "adriana@example.com",
  phone: "305 555 0164",
  address: "1200 Brickell Avenue, Suite 1950",
  city: "Miami",
  state: "FL",
  zipCode: "33131",
  licenseNumber: "SL3459812",
  licenseState: "FL",
  brokerageName: "Bayfront Luxury Partners",
  yearsExperience: "6-10",
  specializations: ["Luxury Properties", "Hotel-Branded Residences"],
  businessType: "team",
  teamSize: "2-5",
  annualSalesVolume: "15-30M",
  avgSalePrice: "1-5M",
  clientTestimonials: "",
  reference1Name: "Gregory Hale",
  reference1Company: "Hale Private Wealth",
  reference1Phone: "305 555 0177",
  reference1Email: "gregory@example.com",
  reference2Name: "",
  reference2Company: "",
  reference2Phone: "",
  reference2Email: "",
  licenseUpload: license,
  agreesToTerms: true,
  agreesToCommission: true,
};

describe("realtorApplicationSchema", () => {
  it("accepts a complete application", () => {
    expect(realtorApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it("accepts the optional fields left out, a blank team size and no specializations", () => {
    const rest = without(valid, "clientTestimonials", "reference2Name", "reference2Email", "teamSize");
    expect(realtorApplicationSchema.safeParse({ ...rest, specializations: [] }).success).toBe(true);
    expect(realtorApplicationSchema.safeParse({ ...valid, teamSize: "" }).success).toBe(true);
  });

  it("asks for every required field of an empty application", () => {
    const empty = {
      ...Object.fromEntries(Object.keys(valid).map((key) => [key, ""])),
      specializations: [],
      licenseUpload: undefined,
      agreesToTerms: false,
      agreesToCommission: false,
    };
    expect(fieldErrorsOf(realtorApplicationSchema, empty)).toEqual({
      agencyType: "Choose your agency type",
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
      phone: "Enter your phone number",
      address: "Enter your street address",
      city: "Enter your city",
      state: "Choose a state",
      zipCode: "Enter your ZIP code",
      licenseNumber: "Enter your real estate license number",
      licenseState: "Choose the state that issued your license",
      brokerageName: "Enter your current brokerage",
      yearsExperience: "Choose your years of experience",
      businessType: "Choose your business type",
      annualSalesVolume: "Choose your annual sales volume",
      avgSalePrice: "Choose your average sale price",
      reference1Name: "Enter the name of your first reference",
      reference1Company: "Enter the company of your first reference",
      reference1Phone: "Enter the phone number of your first reference",
      reference1Email: "Enter the email address of your first reference",
      licenseUpload: "Select a PDF of your license",
      agreesToTerms: "Agree to the partnership terms and conditions to submit your application",
      agreesToCommission: "Agree to the 70/30 commission split to submit your application",
    });
  });

  it.each(["33131", "33131-1234"])("accepts the ZIP code %j", (zipCode) => {
    expect(realtorApplicationSchema.safeParse({ ...valid, zipCode }).success).toBe(true);
  });

  it.each(["3313", "331311", "33131-12", "ABCDE", "33131 1234"])("asks for a ZIP code in the right form when given %j", (zipCode) => {
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, zipCode })).toEqual({
      zipCode: "Enter a ZIP code, like 33131 or 33131-1234",
    });
  });

  it("checks the formats of contact details, including optional second reference details when given", () => {
    expect(
      fieldErrorsOf(realtorApplicationSchema, {
        ...valid,
        email: "adriana",
        reference1Phone: "55",
        reference1Email: "gregory@",
        reference2Phone: "x",
        reference2Email: "y",
      }),
    ).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
      reference1Phone: "Enter your first reference's phone number, like 305 555 0123",
      reference1Email: "Enter your first reference's email address in the correct format, like name@example.com",
      reference2Phone: "Enter your second reference's phone number, like 305 555 0123",
      reference2Email: "Enter your second reference's email address in the correct format, like name@example.com",
    });
  });

  it("only accepts choices from the lists", () => {
    expect(
      fieldErrorsOf(realtorApplicationSchema, {
        ...valid,
        state: "NV",
        teamSize: "50",
        specializations: ["Farmland"],
      }),
    ).toEqual({
      state: "Choose a state",
      teamSize: "Choose a team size from the list",
      "specializations.0": "Choose specializations from the list",
    });
  });

  it("wants the license as a non-empty PDF under 10 MB, with GOV.UK file-upload messages", () => {
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, licenseUpload: { ...license, name: "license.docx" } })).toEqual({
      "licenseUpload.name": "The selected file must be a PDF",
    });
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, licenseUpload: { ...license, size: 0 } })).toEqual({
      "licenseUpload.size": "The selected file is empty",
    });
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, licenseUpload: { ...license, size: MAX_UPLOAD_BYTES + 1 } })).toEqual({
      "licenseUpload.size": "The selected file must be smaller than 10MB",
    });
    expect(realtorApplicationSchema.safeParse({ ...valid, licenseUpload: { ...license, name: "LICENSE.PDF" } }).success).toBe(true);
  });

  it("accepts an optional business plan PDF and rejects other file types", () => {
    const plan = { id: "file-2", name: "plan.pdf", size: 1000 };
    expect(realtorApplicationSchema.safeParse({ ...valid, businessPlan: plan }).success).toBe(true);
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, businessPlan: { ...plan, name: "plan.png" } })).toEqual({
      "businessPlan.name": "The selected file must be a PDF",
    });
  });

  it("requires both agreements to be ticked", () => {
    expect(fieldErrorsOf(realtorApplicationSchema, { ...valid, agreesToCommission: false })).toEqual({
      agreesToCommission: "Agree to the 70/30 commission split to submit your application",
    });
  });
});

describe("applicationStepSchemas", () => {
  it("has five steps with titles, covering every field exactly once", () => {
    expect(applicationStepSchemas).toHaveLength(5);
    expect(applicationStepTitles).toEqual([
      "Personal Information",
      "Professional Credentials",
      "Business Performance",
      "Professional References",
      "Documents & Agreement",
    ]);
    const stepKeys = applicationStepSchemas.flatMap((step) => Object.keys(step.shape));
    expect(stepKeys.sort()).toEqual(Object.keys(realtorApplicationSchema.shape).sort());
    expect(applicationStepFields.flat()).toEqual(applicationStepSchemas.flatMap((step) => Object.keys(step.shape)));
  });

  it("checks each step on its own", () => {
    const [personal, credentials, performance, references, documents] = applicationStepSchemas;
    expect(personal.safeParse(valid).success).toBe(true);
    expect(credentials.safeParse(valid).success).toBe(true);
    expect(performance.safeParse(valid).success).toBe(true);
    expect(references.safeParse(valid).success).toBe(true);
    expect(documents.safeParse(valid).success).toBe(true);
    expect(Object.keys(fieldErrorsOf(personal, { ...valid, firstName: "", licenseNumber: "" }))).toEqual(["firstName"]);
    expect(Object.keys(fieldErrorsOf(documents, { ...valid, agreesToTerms: false }))).toEqual(["agreesToTerms"]);
  });
});

describe("application choices", () => {
  it("label every choice", () => {
    expect(Object.keys(agencyTypeLabels)).toEqual(agencyTypeSchema.options);
    expect(Object.keys(usStateLabels)).toEqual(usStateSchema.options);
    expect(Object.keys(yearsExperienceLabels)).toEqual(yearsExperienceSchema.options);
    expect(Object.keys(businessTypeLabels)).toEqual(businessTypeSchema.options);
    expect(Object.keys(teamSizeLabels).sort()).toEqual([...teamSizeSchema.options].sort());
    expect(Object.keys(annualSalesVolumeLabels)).toEqual(annualSalesVolumeSchema.options);
    expect(Object.keys(avgSalePriceLabels)).toEqual(avgSalePriceSchema.options);
  });

  it("match the spec's lists", () => {
    expect(agencyTypeLabels["dynamic-team"]).toBe("Dynamic Team (2 to 10 agents)");
    expect(agencyTypeLabels["large-group"]).toBe("Large Group (10+ agents)");
    expect(usStateSchema.options).toEqual(["FL", "NY", "CA", "TX"]);
    expect(yearsExperienceSchema.options).toEqual(["0-2", "3-5", "6-10", "10+"]);
    expect(specializationSchema.options).toHaveLength(6);
    expect(teamSizeSchema.options).toEqual(["", "2-5", "6-10", "11+"]);
    expect(teamSizeLabels[""]).toBe("N/A");
    expect(annualSalesVolumeSchema.options).toEqual(["0-5M", "5-15M", "15-30M", "30M+"]);
    expect(avgSalePriceSchema.options).toEqual(["0-500K", "500K-1M", "1-5M", "5M+"]);
  });

  it("fileRefSchema reads a generic PDF reference", () => {
    expect(fileRefSchema.safeParse(license).success).toBe(true);
    expect(fieldErrorsOf(fileRefSchema, undefined)).toEqual({ "": "Choose a PDF file" });
  });
});
