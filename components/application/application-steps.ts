import type { ComponentType } from "react";
import type { Control } from "react-hook-form";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { CredentialsStep } from "./steps/credentials-step";
import { DocumentsStep } from "./steps/documents-step";
import { PerformanceStep } from "./steps/performance-step";
import { PersonalStep } from "./steps/personal-step";
import { ReferencesStep } from "./steps/references-step";

type StepDefinition = { id: string; Fields: ComponentType<{ control: Control<RealtorApplication> }> };

/** The five steps in order (titles and fields come from lib/schemas/realtor-application). */
export const applicationSteps = [
  { id: "personal", Fields: PersonalStep },
  { id: "credentials", Fields: CredentialsStep },
  { id: "performance", Fields: PerformanceStep },
  { id: "references", Fields: ReferencesStep },
  { id: "documents", Fields: DocumentsStep },
] as const satisfies readonly StepDefinition[];
