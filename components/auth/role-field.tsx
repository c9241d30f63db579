"use client";

import type { Control } from "react-hook-form";
import { RadioCardsField } from "@/components/forms/choice-fields";
import { roleLabels, roleSchema, type SignUp } from "@/lib/schemas/account";
import { roleDescriptions } from "./role-copy";

const roleOptions = roleSchema.options.map((role) => ({ value: role, label: roleLabels[role], description: roleDescriptions[role] }));

/** The sign-up role: four radio cards, buyer first. */
export function RoleField({ control }: { control: Control<SignUp> }) {
  return <RadioCardsField control={control} name="role" legend="I am joining as" options={roleOptions} columns="grid-cols-2" />;
}
