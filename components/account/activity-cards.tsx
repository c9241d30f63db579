"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { excerpt } from "@/lib/account/activity";
import { formatDate, padContractId } from "@/lib/format";
import { Money } from "@/components/currency/money";
import type { Contract } from "@/lib/schemas/contract";
import { contractStatusLabels, paymentMethodLabels, transactionStatusLabels } from "@/lib/schemas/labels";
import { agencyTypeLabels, annualSalesVolumeLabels, type FileRef } from "@/lib/schemas/realtor-application";
import { requestKindLabels, type Request } from "@/lib/schemas/request";
import type { Transaction } from "@/lib/schemas/transaction";
import { saveFile } from "@/lib/download";
import { NOT_YOUR_FILE_MESSAGE, openApplicationPdf } from "@/lib/application/stored-pdf-access";
import type { ApplicationRecord } from "@/lib/store";
import { ActivityRecord, type Figure } from "./activity-record";

export function ApplicationItem({ application }: { application: ApplicationRecord }) {
  const documents = [
    { label: "License", ref: application.licenseUpload },
    { label: "Business plan", ref: application.businessPlan },
  ].filter((entry): entry is { label: string; ref: FileRef } => entry.ref !== undefined);
  return (
    <ActivityRecord
      title={`Realtor application: ${application.firstName} ${application.lastName}`}
      date={application.createdAt}
      status={application.status === "submitted" ? "Submitted" : application.status}
      figures={[
        { label: "Agency type", value: agencyTypeLabels[application.agencyType] },
        { label: "License", value: `${application.licenseState} ${application.licenseNumber}` },
        { label: "Brokerage", value: application.brokerageName },
        { label: "Annual sales", value: annualSalesVolumeLabels[application.annualSalesVolume] },
      ]}
    >
      <ul aria-label="Documents" className="flex flex-wrap gap-2">
        {documents.map((document) => (
          <li key={document.ref.id}>
            <StoredPdfButton label={document.label} file={document.ref} application={application} />
          </li>
        ))}
      </ul>
    </ActivityRecord>
  );
}

/**
 * Downloads a stored PDF, typed as a PDF by the site (never the type the file came with), if it is
 * the signed-in person's to download (lib/application/stored-pdf-access.ts); otherwise says why not.
 */
function StoredPdfButton({ label, file, application }: { label: string; file: FileRef; application: ApplicationRecord }) {
  const [refused, setRefused] = useState<"missing" | "not-yours" | null>(null);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="compact"
        lettering="plain"
        className="max-w-full"
        disabled={refused !== null}
        onClick={async () => {
          const access = await openApplicationPdf(file.id, application);
          if (access.kind === "file") saveFile(access.file.blob, "application/pdf", access.file.name);
          else setRefused(access.kind);
        }}
      >
        <span className="truncate">
          {refused === "missing"
            ? `${label}: no longer in this browser`
            : refused === "not-yours"
              ? `${label}: not yours to download`
              : `Download ${label.toLowerCase()} (${file.name})`}
        </span>
      </Button>
      {refused === "not-yours" ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {NOT_YOUR_FILE_MESSAGE}
        </p>
      ) : null}
    </>
  );
}

export function PaymentItem({ transaction }: { transaction: Transaction }) {
  const method = transaction.method ? paymentMethodLabels[transaction.method] : "";
  const figures: Figure[] = [
    { label: "Amount", value: <Money amount={transaction.amountCents} original="inline" /> },
    { label: "Type", value: transaction.type },
    {
      label: "Paid with",
      value: transaction.card ? `${method} (${transaction.card.brand} ending ${transaction.card.last4})` : method,
    },
    { label: "Reference", value: transaction.id },
  ];
  if (transaction.booking) {
    figures.push(
      { label: "Stay", value: `${formatDate(transaction.booking.checkIn)} to ${formatDate(transaction.booking.checkOut)}` },
      { label: "Nights", value: String(transaction.booking.nights) },
      { label: "Guests", value: String(transaction.booking.guests) },
    );
  }
  return (
    <ActivityRecord
      title={`${transaction.type === "Booking" ? "Booking" : "Payment"}: ${transaction.property}`}
      date={transaction.date}
      status={transactionStatusLabels[transaction.status]}
      figures={figures}
    />
  );
}

export function ContractItem({ contract }: { contract: Contract }) {
  return (
    <ActivityRecord
      title={`Contract ${padContractId(contract.id)}: ${contract.property}`}
      date={contract.created}
      status={contractStatusLabels[contract.status]}
      figures={[
        { label: "Purchase amount", value: <Money amount={contract.amountCents} original="inline" /> },
        { label: "Deposit", value: <Money amount={contract.depositCents} original="inline" /> },
        { label: "Closing date", value: formatDate(contract.closingDate) },
        { label: "Buyer", value: contract.buyer.name },
      ]}
    >
      <Link
        href={`/contracts/${encodeURIComponent(contract.id)}/`}
        prefetch={false}
        className="w-fit text-sm text-gold-ink underline underline-offset-4"
      >
        Open contract {padContractId(contract.id)}
      </Link>
    </ActivityRecord>
  );
}

function requestFigures(request: Request): Figure[] {
  switch (request.kind) {
    case "tour":
      return [
        { label: "Date", value: formatDate(request.data.date) },
        { label: "Time", value: request.data.time },
        { label: "Party", value: `${request.data.partySize} ${request.data.partySize === "1" ? "person" : "people"}` },
        { label: "Contact", value: request.data.name },
      ];
    case "inquiry":
      return [
        { label: "Contact", value: request.data.name },
        { label: "Message", value: excerpt(request.data.message) },
      ];
    case "consultation":
      return [
        { label: "Contact", value: request.data.name },
        { label: "Preferred date", value: request.data.preferredDate ? formatDate(request.data.preferredDate) : "Any" },
      ];
    case "listing":
      return [
        { label: "Residence", value: request.data.propertyName },
        { label: "Location", value: request.data.location },
        { label: "Nightly rate", value: request.data.nightlyRate },
        { label: "Bedrooms", value: request.data.bedrooms },
      ];
  }
}

export function RequestItem({ request }: { request: Request }) {
  return (
    <ActivityRecord
      title={`${requestKindLabels[request.kind]}: ${request.subject}`}
      date={request.createdAt}
      status="Received"
      figures={requestFigures(request)}
    />
  );
}
