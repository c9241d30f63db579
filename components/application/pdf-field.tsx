"use client";

import { useRef, useState } from "react";
import { useFormContext, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkPdfFile } from "@/lib/schemas/pdf-upload";
import type { FileRef, RealtorApplication } from "@/lib/schemas/realtor-application";
import { isStoreError } from "@/lib/store";
import { releaseFile, storePdf } from "@/lib/application/actions";

type PdfFieldProps = {
  control: Control<RealtorApplication>;
  name: "licenseUpload" | "businessPlan";
  label: string;
  required?: boolean;
};

const sizeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * A PDF upload: the picked file is checked (type, .pdf name, %PDF- signature, not empty, at most
 * 10MB) before it is kept in this browser; the form then holds only its id, name and size. Once
 * chosen, the file's name is shown as text with a Remove button in place of the input.
 */
export function PdfField({ control, name, label, required }: PdfFieldProps) {
  const { setError, clearErrors } = useFormContext<RealtorApplication>();
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<"input" | "remove" | null>(null);

  // After choosing or removing, focus stays on what replaced the control that was used. It moves
  // when that element mounts (its ref), which can be a render after this component's own: the
  // field's value renders through the form's controller.
  function focusIfNext(node: HTMLElement | null, which: "input" | "remove") {
    if (node && focusNext.current === which) {
      focusNext.current = null;
      node.focus();
    }
  }

  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value as FileRef | undefined;

        async function choose(file: File | undefined) {
          if (!file) return;
          setBusy(true);
          try {
            const check = await checkPdfFile(file);
            if (!check.ok) {
              setError(name, { type: "file", message: check.message });
              return;
            }
            const ref = await storePdf(file);
            const previous = value;
            field.onChange(ref);
            clearErrors(name);
            focusNext.current = "remove";
            // Deleted once the draft no longer points at it (another tab or an application may).
            if (previous) releaseFile(previous.id);
          } catch (error) {
            setError(name, {
              type: "store",
              message: isStoreError(error) ? error.message : "The selected file could not be saved in this browser. Try again.",
            });
          } finally {
            setBusy(false);
          }
        }

        return (
          <FormItem>
            <FormLabel required={required}>{label}</FormLabel>
            <FormDescription>A PDF file, up to 10MB.{required ? "" : " Optional."}</FormDescription>
            {value ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-muted/60 p-3">
                <p className="min-w-0 text-sm">
                  <span className="sr-only">Selected file: </span>
                  <span className="font-medium break-all">{value.name}</span>{" "}
                  <span className="text-muted-foreground tabular">({formatBytes(value.size)})</span>
                </p>
                <Button
                  ref={(node) => {
                    field.ref(node);
                    focusIfNext(node, "remove");
                  }}
                  type="button"
                  variant="outline"
                  size="compact"
                  aria-label={`Remove ${value.name}`}
                  onClick={() => {
                    field.onChange(undefined);
                    focusNext.current = "input";
                    releaseFile(value.id);
                  }}
                >
                  Remove
                </Button>
              </div>
            ) : (
              <FormControl>
                <Input
                  ref={(node) => {
                    field.ref(node);
                    focusIfNext(node, "input");
                  }}
                  type="file"
                  accept=".pdf,application/pdf"
                  name={field.name}
                  onBlur={field.onBlur}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  className="cursor-pointer py-2.5 file:cursor-pointer file:rounded-sm file:bg-secondary file:px-3 file:py-1"
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    // Cleared so choosing the same file again still fires a change.
                    event.currentTarget.value = "";
                    void choose(file);
                  }}
                />
              </FormControl>
            )}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
