"use client";

import type { Control } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { teamSizeLabels, teamSizeSchema, type RealtorApplication } from "@/lib/schemas/realtor-application";

// Radix Select cannot hold "" as an item's value, so the blank 'N/A' choice is "none" on screen.
const NONE = "none";

/** Team size, optional, with 'N/A' (stored as "") for individual agents. */
export function TeamSizeField({ control }: { control: Control<RealtorApplication> }) {
  return (
    <FormField
      control={control}
      name="teamSize"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Team size</FormLabel>
          <FormDescription>Optional.</FormDescription>
          <Select
            value={field.value === "" ? NONE : (field.value ?? undefined)}
            onValueChange={(value) => field.onChange(value === NONE ? "" : value)}
            name={field.name}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Choose…" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {teamSizeSchema.options.map((value) => (
                <SelectItem key={value || NONE} value={value || NONE}>
                  {teamSizeLabels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
