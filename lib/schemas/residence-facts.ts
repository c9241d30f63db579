import * as z from "zod/mini";
import "./error-map";
import { BUILD_STAGE_VALUES, PROGRAMME_STRUCTURE_VALUES, RESIDENCE_KIND_VALUES, SERVICE_VALUES } from "./fact-values";
import { centsSchema, countSchema, slugSchema, textSchema } from "./fields";
import { sourceIdSchema } from "./source";

/** A share in basis points: 10,000 is 100%. */
export const basisPointsSchema = z.int().check(z.minimum(0, "Enter 0% or more"), z.maximum(10_000, "Enter 100% or less"));

/** A completion quarter, like "2028-Q3". */
export const quarterSchema = z.string().check(z.regex(/^20\d\d-Q[1-4]$/, "Enter a quarter like 2028-Q3"));

export const serviceSchema = z.enum(SERVICE_VALUES);

/** One milestone of an off-plan payment plan: what triggers it and its share of the price. */
export const paymentMilestoneSchema = z.object({ milestone: textSchema, shareBps: basisPointsSchema });

const readySchema = z.object({ stage: z.literal(BUILD_STAGE_VALUES[0]), completedYear: z.int().check(z.minimum(1900)) });

const offPlanSchema = z.object({
  stage: z.literal(BUILD_STAGE_VALUES[1]),
  completion: quarterSchema,
  paymentPlan: z.array(paymentMilestoneSchema).check(
    z.minLength(1),
    z.refine((plan) => plan.reduce((sum, step) => sum + step.shareBps, 0) === 10_000, "The payment plan must add up to 100%"),
  ),
});

/** Built and lived in, or sold off-plan with a completion quarter and a payment plan. */
export const buildStatusSchema = z.discriminatedUnion("stage", [readySchema, offPlanSchema]);

/** Who customarily pays a charge at purchase in the market (a contract can say otherwise). */
export const PAYER_VALUES = ["buyer", "seller"] as const;
export type Payer = (typeof PAYER_VALUES)[number];

/**
 * One charge on a purchase, on the price: a transfer tax, a registration fee, an agency fee or
 * its VAT, with the party who customarily pays it in that market. Only the buyer's charges count
 * in the buyer's costs at purchase; the seller's are shown so a buyer knows they exist.
 */
export const purchaseChargeSchema = z.object({
  charge: textSchema,
  bps: basisPointsSchema,
  payer: z.enum(PAYER_VALUES),
  /** When the custom has an exception worth knowing, in one sentence. */
  payerNote: z.optional(textSchema),
  /** The sources of the rate and of who pays it (data/sources.ts); none marks an illustrative figure. */
  sourceIds: z.array(sourceIdSchema),
});

/** The sources of the location's holding costs (data/sources.ts ids); an empty list marks an illustrative figure. */
export const holdingCostSourcesSchema = z.object({
  propertyTax: z.array(sourceIdSchema),
  /** The published range the building's (illustrative) service charge sits in. */
  serviceCharge: z.array(sourceIdSchema),
  /** What the owner's own policy covers (its premium is illustrative). */
  ownerInsurance: z.array(sourceIdSchema),
});

/** What owning costs beyond the price: running costs a year or a month, and one-off costs at purchase. */
export const holdingCostsSchema = z.object({
  /** Service charge in cents per sq ft per month (160 is $1.60); it pays the association's master insurance policy. */
  serviceChargeCentsPerSqftMonth: countSchema,
  /** Annual brand or management fee in cents per sq ft (0 where there is none). */
  brandFeeCentsPerSqftYear: countSchema,
  /** Annual property tax of the location on the value (0 in Dubai). */
  propertyTaxBps: basisPointsSchema,
  /** The charges of a purchase in the location (transfer taxes, registration and agency fees), each with its payer. */
  purchaseCharges: z.array(purchaseChargeSchema),
  /** One-off title, legal and closing costs of the buyer, on the price. */
  closingCostsBps: basisPointsSchema,
  /**
   * The owner's own insurance a year, in cents per sq ft of the residence: an HO-6 style policy
   * for the interior (finishes, fixtures, improvements), contents, loss of use and liability. The
   * building itself is under the association's master policy, paid inside the service charge.
   */
  ownerInsuranceCentsPerSqftYear: countSchema,
  sources: holdingCostSourcesSchema,
});

const noProgrammeSchema = z.object({ availability: z.literal("none") });

const programmeSchema = z.object({
  availability: z.enum(["optional", "mandatory"]),
  structure: z.enum(PROGRAMME_STRUCTURE_VALUES),
  /** The owner's share of the rental revenue; the operator keeps the rest. */
  ownerShareBps: basisPointsSchema,
  /** Nights a year the owner may use the residence. */
  ownerUseNights: countSchema.check(z.maximum(365, "Enter 365 nights or fewer")),
  /** A typical nightly rate for a residence of the building. */
  nightlyRateCents: centsSchema,
  /** A typical occupancy of the nights offered. */
  occupancyBps: basisPointsSchema,
});

/** Whether the residence can earn in the operator's rental programme, and on what terms. */
export const rentalProgrammeSchema = z.discriminatedUnion("availability", [noProgrammeSchema, programmeSchema]);

/**
 * The facts that define a branded residence, one record per building (project): who is who, its
 * status, the costs of holding, the hotel services and the rental programme. Illustrative values.
 */
export const residenceFactsSchema = z.object({
  /** The building's purchase listing id (= its property page slug). */
  projectId: slugSchema,
  brand: textSchema,
  developer: textSchema,
  /** Who runs the building and its services day to day. */
  operator: textSchema,
  kind: z.enum(RESIDENCE_KIND_VALUES),
  status: buildStatusSchema,
  holdingCosts: holdingCostsSchema,
  services: z.array(serviceSchema).check(z.refine((list) => new Set(list).size === list.length, "List each service once")),
  rentalProgramme: rentalProgrammeSchema,
});

export type ResidenceFacts = z.infer<typeof residenceFactsSchema>;
export type BuildStatus = z.infer<typeof buildStatusSchema>;
export type HoldingCosts = z.infer<typeof holdingCostsSchema>;
export type RentalProgramme = z.infer<typeof rentalProgrammeSchema>;
export type PurchaseCharge = z.infer<typeof purchaseChargeSchema>;
export type PaymentMilestone = z.infer<typeof paymentMilestoneSchema>;
