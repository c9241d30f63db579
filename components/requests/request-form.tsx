"use client";

import { useState } from "react";
import type { Control } from "react-hook-form";
import { SelectField, TextField, TextareaField } from "@/components/forms/fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import {
  consultationFormSchema,
  inquiryFormSchema,
  listingRequestFormSchema,
  MAX_PARTY_SIZE,
  tourRequestFormSchema,
  type ConsultationForm,
  type InquiryForm,
  type ListingRequestForm,
  type Request,
  type RequestKind,
  type TourRequestForm,
} from "@/lib/schemas/request";
import { readSession, sessionContact } from "@/lib/auth/session";
import { FormShell } from "@/components/forms/form-shell";
import { saveRequest } from "@/lib/requests/actions";

type FormProps = { subject: string; submitLabel: string; onSaved: (request: Request) => void };

/** The form for one kind of request. */
export function RequestForm({ kind, ...props }: FormProps & { kind: RequestKind }) {
  switch (kind) {
    case "tour":
      return <TourForm {...props} />;
    case "inquiry":
      return <InquiryRequestForm {...props} />;
    case "consultation":
      return <ConsultationRequestForm {...props} />;
    case "listing":
      return <ListingForm {...props} />;
  }
}

const partySizes = Array.from({ length: MAX_PARTY_SIZE }, (_, index) => {
  const value = String(index + 1);
  return { value, label: index === 0 ? "1 person" : `${value} people` };
});

type ContactValues = { name: string; email: string; phone: string };

/** A signed-in person's name, email and phone (empty when signed out), read once when the form opens. */
function useContactDefaults(): ContactValues {
  const [contact] = useState(() => sessionContact(readSession()));
  return { name: contact.name, email: contact.email, phone: contact.phone };
}

/** Name, email and phone, shared by every request form (each form's values include them). */
function ContactFields<T extends ContactValues>({ control: typed }: { control: Control<T> }) {
  // Every T here has these three fields; react-hook-form's Control is invariant, hence the cast.
  const control = typed as unknown as Control<ContactValues>;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        control={control}
        name="name"
        label="Full name"
        required
        autoComplete="name"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
    </div>
  );
}

function TourForm({ subject, submitLabel, onSaved }: FormProps) {
  const contact = useContactDefaults();
  const { form, summary, focusField } = useGovukForm<TourRequestForm>(
    tourRequestFormSchema,
    { date: "", time: "", partySize: "", ...contact, notes: "" },
    ["date", "time", "partySize", "name", "email", "phone", "notes"],
  );
  return (
    <FormShell
      form={form}
      summary={summary}
      focusField={focusField}
      submitLabel={submitLabel}
      onValid={async (data) => onSaved(await saveRequest(subject, { kind: "tour", data }))}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField control={form.control} name="date" label="Date" type="date" required />
        <TextField control={form.control} name="time" label="Time" type="time" required />
        <SelectField control={form.control} name="partySize" label="Party size" required options={partySizes} />
      </div>
      <ContactFields control={form.control} />
      <TextareaField control={form.control} name="notes" label="Notes" description="Optional: anything we should prepare." rows={3} />
    </FormShell>
  );
}

function InquiryRequestForm({ subject, submitLabel, onSaved }: FormProps) {
  const contact = useContactDefaults();
  const { form, summary, focusField } = useGovukForm<InquiryForm>(inquiryFormSchema, { ...contact, message: "" }, [
    "name",
    "email",
    "phone",
    "message",
  ]);
  return (
    <FormShell
      form={form}
      summary={summary}
      focusField={focusField}
      submitLabel={submitLabel}
      onValid={async (data) => onSaved(await saveRequest(subject, { kind: "inquiry", data }))}
    >
      <ContactFields control={form.control} />
      <TextareaField control={form.control} name="message" label="Message" required rows={4} />
    </FormShell>
  );
}

function ConsultationRequestForm({ subject, submitLabel, onSaved }: FormProps) {
  const contact = useContactDefaults();
  const { form, summary, focusField } = useGovukForm<ConsultationForm>(
    consultationFormSchema,
    { ...contact, preferredDate: "", message: "" },
    ["name", "email", "phone", "preferredDate", "message"],
  );
  return (
    <FormShell
      form={form}
      summary={summary}
      focusField={focusField}
      submitLabel={submitLabel}
      onValid={async (data) => onSaved(await saveRequest(subject, { kind: "consultation", data }))}
    >
      <ContactFields control={form.control} />
      <TextField control={form.control} name="preferredDate" label="Preferred date" type="date" description="Optional." />
      <TextareaField
        control={form.control}
        name="message"
        label="Message"
        description="Optional: what you would like to discuss."
        rows={3}
      />
    </FormShell>
  );
}

function ListingForm({ subject, submitLabel, onSaved }: FormProps) {
  const contact = useContactDefaults();
  const { form, summary, focusField } = useGovukForm<ListingRequestForm>(
    listingRequestFormSchema,
    {
      propertyName: "",
      location: "",
      bedrooms: "",
      nightlyRate: "",
      contactName: contact.name,
      email: contact.email,
      phone: contact.phone,
      description: "",
    },
    ["propertyName", "location", "bedrooms", "nightlyRate", "contactName", "email", "phone", "description"],
  );
  return (
    <FormShell
      form={form}
      summary={summary}
      focusField={focusField}
      submitLabel={submitLabel}
      onValid={async (data) => onSaved(await saveRequest(subject, { kind: "listing", data }))}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={form.control} name="propertyName" label="Property name" required className="sm:col-span-2" />
        <TextField control={form.control} name="location" label="Location" required autoComplete="address-level2" />
        <TextField control={form.control} name="bedrooms" label="Bedrooms" inputMode="numeric" required />
        <TextField
          control={form.control}
          name="nightlyRate"
          label="Nightly rate"
          inputMode="decimal"
          placeholder="$2,500"
          required
          className="sm:col-span-2"
        />
        <TextField
          control={form.control}
          name="contactName"
          label="Full name"
          required
          autoComplete="name"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
        <TextField control={form.control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
      </div>
      <TextareaField control={form.control} name="description" label="Description" required rows={4} />
    </FormShell>
  );
}
