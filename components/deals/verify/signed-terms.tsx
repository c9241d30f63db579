import { formatDate, padContractId } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { Contract } from "@/lib/schemas/contract";
import { fingerprintGroups } from "@/lib/files/fingerprint";

type Group = { title: string; rows: [label: string, value: string][] };

/** The canonical terms (lib/deals/contracts/terms-digest.ts) of the file, in the order the PDF's pages print them. */
function groupsOf(contract: Contract): Group[] {
  const party = (person: Contract["buyer"]) => `${person.name}\n${person.email}\n${person.phone}`;
  return [
    {
      title: "Property",
      rows: [
        ["Contract", padContractId(contract.packetId ?? contract.id)],
        ["Property", contract.property],
        ["Address", contract.propertyAddress],
      ],
    },
    {
      title: "Parties",
      rows: [
        ["Buyer", party(contract.buyer)],
        ["Seller", party(contract.seller)],
        ["Realtor", `${contract.realtor.name}, license ${contract.realtor.license}`],
      ],
    },
    {
      title: "Price and dates",
      rows: [
        ["Purchase price", formatMoney(contract.amountCents)],
        ["Deposit", formatMoney(contract.depositCents)],
        ["Balance at closing", formatMoney(contract.amountCents - contract.depositCents)],
        ["Closing date", formatDate(contract.closingDate)],
      ],
    },
    {
      title: "Conditions",
      rows: [
        ["Contingencies", contract.contingencies || "None."],
        ["Special terms", contract.specialTerms || "None."],
      ],
    },
  ];
}

/**
 * /verify, beside the result: the terms embedded in the file, which are what the check reads and
 * the signatures cover, laid out to compare with the printed pages (which the check does not read).
 */
export function SignedTerms({ contract, termsDigest }: { contract: Contract; termsDigest: string }) {
  return (
    <section aria-labelledby="signed-terms" className="grid gap-5 rounded-lg border border-gold/60 bg-card p-6 shadow-soft">
      <div className="grid gap-2">
        <h2 id="signed-terms" className="text-3xl">
          The signed terms in this file
        </h2>
        <p className="font-medium">
          This check reads the embedded terms, not the printed pages: the contract attached inside the PDF is what the signatures cover.
        </p>
        <p className="text-sm text-muted-foreground">
          Compare the pages you were sent with these terms. Where they differ, the pages are not what was signed. The audit page of the PDF
          prints the same terms digest.
        </p>
        <p className="text-sm text-muted-foreground">
          The signatures cover these terms and each signer&rsquo;s name, capacity and time; not the contract&rsquo;s status, timeline or
          deadlines, which this page does not check.
        </p>
      </div>
      {groupsOf(contract).map((group) => (
        <div key={group.title}>
          <h3 className="text-xl">{group.title}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {group.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <p className="text-sm">
        <span className="text-muted-foreground">Terms digest (SHA-256): </span>
        <code className="font-mono text-sm break-words">{fingerprintGroups(termsDigest)}</code>
      </p>
    </section>
  );
}
