"use client";

import { FormShell } from "@/components/forms/form-shell";
import { TextField } from "@/components/forms/text-fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { keptWhere } from "@/lib/kept-where";
import { retryImport } from "@/lib/retry-import";
import { suggestedSearchName } from "@/lib/saved-searches/search-summary";
import { MAX_SEARCH_NAME, saveSearchFormSchema, type SavedSearchPage, type SaveSearchForm as Values } from "@/lib/schemas/saved-search";
import { getRecordsLocation } from "@/lib/store";

type SaveSearchFormProps = {
  page: SavedSearchPage;
  query: string;
  /** The filters in words: the name it suggests. */
  summary: string;
  onSaved: () => void;
  onCancel: () => void;
};

/** The name of a search to save, checked by its schema, with the error beside the field. */
export function SaveSearchForm({ page, query, summary, onSaved, onCancel }: SaveSearchFormProps) {
  const {
    form,
    summary: errors,
    focusField,
  } = useGovukForm<Values>(saveSearchFormSchema, { name: suggestedSearchName(summary, MAX_SEARCH_NAME) }, ["name"]);

  async function onValid({ name }: Values) {
    // The store loads with the first save, not with the dialog.
    const { saveSearch } = await retryImport(() => import("@/lib/saved-searches/actions"));
    await saveSearch({ name, page, query });
    onSaved();
    toast({
      title: "Search saved",
      description: `“${name}” is kept ${keptWhere(getRecordsLocation())}. My activity lists it with how many residences match now.`,
      variant: "success",
    });
  }

  return (
    <FormShell
      form={form}
      summary={errors}
      focusField={focusField}
      submitLabel="Save search"
      onValid={onValid}
      actions={
        <Button type="button" variant="outline" onClick={onCancel} className="w-full sm:w-auto">
          Cancel
        </Button>
      }
    >
      <TextField
        control={form.control}
        name="name"
        label="Name"
        required
        autoComplete="off"
        description={`How My activity lists it: up to ${MAX_SEARCH_NAME} characters.`}
      />
    </FormShell>
  );
}
