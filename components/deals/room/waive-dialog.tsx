"use client";

import { FormShell } from "@/components/forms/form-shell";
import { TextareaField } from "@/components/forms/text-fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { changeRoomItem } from "@/lib/deals/room/actions";
import { waiveFormSchema, type WaiveForm } from "@/lib/schemas/deal-room";

type WaiveDialogProps = {
  contractId: string;
  item: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Waives a checklist item with the reason, which the room and its history keep. */
export function WaiveDialog({ contractId, item, open, onOpenChange }: WaiveDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <WaiveBody contractId={contractId} item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WaiveBody({ contractId, item, onDone }: { contractId: string; item: WaiveDialogProps["item"]; onDone: () => void }) {
  const { form, summary, focusField } = useGovukForm<WaiveForm>(waiveFormSchema, { reason: "" }, ["reason"]);

  async function save(values: WaiveForm) {
    await changeRoomItem(contractId, item.id, { kind: "waive", reason: values.reason });
    onDone();
    toast({ title: "Item waived", description: `${item.title}: waived in this browser, with your reason.` });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Waive {item.title.toLowerCase()}?</DialogTitle>
        <DialogDescription>
          Say why the deal goes ahead without it. The reason is kept with the item and listed in its history; you can reopen it later.
        </DialogDescription>
      </DialogHeader>
      <FormShell form={form} summary={summary} focusField={focusField} submitLabel="Waive item" onValid={save} onCancel={onDone}>
        <TextareaField control={form.control} name="reason" label="Reason" rows={3} required />
      </FormShell>
    </>
  );
}
