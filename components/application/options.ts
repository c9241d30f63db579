import {
  agencyTypeLabels,
  agencyTypeSchema,
  annualSalesVolumeLabels,
  annualSalesVolumeSchema,
  avgSalePriceLabels,
  avgSalePriceSchema,
  businessTypeLabels,
  businessTypeSchema,
  specializationSchema,
  usStateLabels,
  usStateSchema,
  yearsExperienceLabels,
  yearsExperienceSchema,
} from "@/lib/schemas/realtor-application";

/** The application's choices as form options, in the spec's order. */
function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const agencyTypeOptions = options(agencyTypeSchema.options, agencyTypeLabels);
export const stateOptions = usStateSchema.options.map((value) => ({ value, label: `${usStateLabels[value]} (${value})` }));
export const yearsExperienceOptions = options(yearsExperienceSchema.options, yearsExperienceLabels);
export const specializationOptions = specializationSchema.options.map((value) => ({ value, label: value }));
export const businessTypeOptions = options(businessTypeSchema.options, businessTypeLabels);
export const annualSalesVolumeOptions = options(annualSalesVolumeSchema.options, annualSalesVolumeLabels);
export const avgSalePriceOptions = options(avgSalePriceSchema.options, avgSalePriceLabels);
