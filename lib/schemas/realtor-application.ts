import * as z from "zod/mini";
import { MAX_LONG_TEXT, email, mustBeTrue, optionalEmail, optionalPhone, optionalText, phone, requiredText } from "./fields";
import { MAX_PDF_BYTES, PDF_MESSAGES } from "./pdf-upload";

// ---- choices ----

export const agencyTypeSchema = z.enum(["single-agent", "dynamic-team", "large-group", "broker-agency", "developer"], {
  error: "Choose your agency type",
});
export type AgencyType = z.infer<typeof agencyTypeSchema>;
export const agencyTypeLabels: Record<AgencyType, string> = {
  "single-agent": "Single Agent",
  "dynamic-team": "Dynamic Team (2 to 10 agents)",
  "large-group": "Large Group (10+ agents)",
  "broker-agency": "Broker / Agency",
  developer: "Developer",
};

export const usStateSchema = z.enum(["FL", "NY", "CA", "TX"], { error: "Choose a state" });
export type UsState = z.infer<typeof usStateSchema>;
export const usStateLabels: Record<UsState, string> = {
  FL: "Florida",
  NY: "New York",
  CA: "California",
  TX: "Texas",
};

export const yearsExperienceSchema = z.enum(["0-2", "3-5", "6-10", "10+"], { error: "Choose your years of experience" });
export type YearsExperience = z.infer<typeof yearsExperienceSchema>;
export const yearsExperienceLabels: Record<YearsExperience, string> = {
  "0-2": "0 to 2 years",
  "3-5": "3 to 5 years",
  "6-10": "6 to 10 years",
  "10+": "More than 10 years",
};

/** Values are their own labels. */
export const specializationSchema = z.enum(
  ["Luxury Properties", "Residential", "Commercial", "Hotel-Branded Residences", "International", "Investment Properties"],
  { error: "Choose specializations from the list" },
);
export type Specialization = z.infer<typeof specializationSchema>;

export const businessTypeSchema = z.enum(["individual", "team", "broker"], { error: "Choose your business type" });
export type BusinessType = z.infer<typeof businessTypeSchema>;
export const businessTypeLabels: Record<BusinessType, string> = {
  individual: "Individual Agent",
  team: "Team",
  broker: "Brokerage",
};

/** "" is the blank "N/A" choice. */
export const teamSizeSchema = z.enum(["", "2-5", "6-10", "11+"], { error: "Choose a team size from the list" });
export type TeamSize = z.infer<typeof teamSizeSchema>;
export const teamSizeLabels: Record<TeamSize, string> = {
  "": "N/A",
  "2-5": "2 to 5 agents",
  "6-10": "6 to 10 agents",
  "11+": "11 or more agents",
};

export const annualSalesVolumeSchema = z.enum(["0-5M", "5-15M", "15-30M", "30M+"], {
  error: "Choose your annual sales volume",
});
export type AnnualSalesVolume = z.infer<typeof annualSalesVolumeSchema>;
export const annualSalesVolumeLabels: Record<AnnualSalesVolume, string> = {
  "0-5M": "Up to $5M",
  "5-15M": "$5M to $15M",
  "15-30M": "$15M to $30M",
  "30M+": "More than $30M",
};

export const avgSalePriceSchema = z.enum(["0-500K", "500K-1M", "1-5M", "5M+"], {
  error: "Choose your average sale price",
});
export type AvgSalePrice = z.infer<typeof avgSalePriceSchema>;
export const avgSalePriceLabels: Record<AvgSalePrice, string> = {
  "0-500K": "Up to $500K",
  "500K-1M": "$500K to $1M",
  "1-5M": "$1M to $5M",
  "5M+": "More than $5M",
};

// ---- uploads ----

export const MAX_UPLOAD_BYTES = MAX_PDF_BYTES;

/**
 * A PDF the person picked; the file itself is stored separately under `id`. Messages follow
 * GOV.UK's file-upload templates (FORM-14); `required` names the document: "Select a PDF of your license".
 */
export function pdfRef(required: string) {
  return z.object(
    {
      id: z.string({ error: required }).check(z.minLength(1, required)),
      name: z.string({ error: required }).check(z.regex(/\.pdf$/i, PDF_MESSAGES.notPdf)),
      size: z.number({ error: required }).check(z.positive(PDF_MESSAGES.empty), z.lte(MAX_UPLOAD_BYTES, PDF_MESSAGES.tooBig)),
    },
    { error: required },
  );
}

export const fileRefSchema = pdfRef("Choose a PDF file");
export type FileRef = z.infer<typeof fileRefSchema>;

// ---- steps ----

const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

const personalShape = {
  agencyType: agencyTypeSchema,
  firstName: requiredText("First name", "Enter your first name", 100),
  lastName: requiredText("Last name", "Enter your last name", 100),
  email: email(),
  phone: phone(),
  address: requiredText("Address", "Enter your street address"),
  city: requiredText("City", "Enter your city", 100),
  state: usStateSchema,
  zipCode: z.string({ error: "Enter your ZIP code" }).check(
    z.trim(),
    z.minLength(1, "Enter your ZIP code"),
    z.refine((value) => value === "" || ZIP_PATTERN.test(value), "Enter a ZIP code, like 33131 or 33131-1234"),
  ),
};

const credentialsShape = {
  licenseNumber: requiredText("License number", "Enter your real estate license number", 50),
  licenseState: z.enum(usStateSchema.options, { error: "Choose the state that issued your license" }),
  brokerageName: requiredText("Current brokerage", "Enter your current brokerage"),
  yearsExperience: yearsExperienceSchema,
  specializations: z.array(specializationSchema),
};

const performanceShape = {
  businessType: businessTypeSchema,
  teamSize: z.optional(teamSizeSchema),
  annualSalesVolume: annualSalesVolumeSchema,
  avgSalePrice: avgSalePriceSchema,
  clientTestimonials: optionalText("Client testimonials", MAX_LONG_TEXT),
};

const referencesShape = {
  reference1Name: requiredText("Reference name", "Enter the name of your first reference"),
  reference1Company: requiredText("Reference company", "Enter the company of your first reference"),
  reference1Phone: phone({
    required: "Enter the phone number of your first reference",
    format: "Enter your first reference's phone number, like 305 555 0123",
  }),
  reference1Email: email({
    required: "Enter the email address of your first reference",
    format: "Enter your first reference's email address in the correct format, like name@example.com",
  }),
  reference2Name: optionalText("Reference name", 200),
  reference2Company: optionalText("Reference company", 200),
  reference2Phone: optionalPhone("Enter your second reference's phone number, like 305 555 0123"),
  reference2Email: optionalEmail("Enter your second reference's email address in the correct format, like name@example.com"),
};

const documentsShape = {
  licenseUpload: pdfRef("Select a PDF of your license"),
  businessPlan: z.optional(pdfRef("Select a PDF of your business plan")),
  references: z.optional(pdfRef("Select a PDF of your references")),
  agreesToTerms: mustBeTrue("Agree to the partnership terms and conditions to submit your application"),
  agreesToCommission: mustBeTrue("Agree to the 70/30 commission split to submit your application"),
};

export const personalInformationSchema = z.object(personalShape);
export const professionalCredentialsSchema = z.object(credentialsShape);
export const businessPerformanceSchema = z.object(performanceShape);
export const professionalReferencesSchema = z.object(referencesShape);
export const documentsAgreementSchema = z.object(documentsShape);

/** One schema per wizard step, in order. */
export const applicationStepSchemas = [
  personalInformationSchema,
  professionalCredentialsSchema,
  businessPerformanceSchema,
  professionalReferencesSchema,
  documentsAgreementSchema,
] as const;

export const applicationStepTitles = [
  "Personal Information",
  "Professional Credentials",
  "Business Performance",
  "Professional References",
  "Documents & Agreement",
] as const;

/** Field names of each step, in order (for error summaries and focusing the first error). */
export const applicationStepFields = [
  keysOf(personalShape),
  keysOf(credentialsShape),
  keysOf(performanceShape),
  keysOf(referencesShape),
  keysOf(documentsShape),
] as const;

function keysOf<T extends object>(shape: T): (keyof T & string)[] {
  return Object.keys(shape) as (keyof T & string)[];
}

/** The whole application, as submitted. */
export const realtorApplicationSchema = z.object({
  ...personalShape,
  ...credentialsShape,
  ...performanceShape,
  ...referencesShape,
  ...documentsShape,
});

export type RealtorApplication = z.infer<typeof realtorApplicationSchema>;
export type PersonalInformation = z.infer<typeof personalInformationSchema>;
export type ProfessionalCredentials = z.infer<typeof professionalCredentialsSchema>;
export type BusinessPerformance = z.infer<typeof businessPerformanceSchema>;
export type ProfessionalReferences = z.infer<typeof professionalReferencesSchema>;
export type DocumentsAgreement = z.infer<typeof documentsAgreementSchema>;
