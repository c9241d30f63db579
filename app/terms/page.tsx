import type { Metadata } from "next";
import { LegalContact } from "@/components/legal/legal-contact";
import { LegalPage } from "@/components/legal/legal-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: `The terms of the ${site.name} private preview.`,
};

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 22, 2026"
      intro={`These preview terms apply while ${site.name} is shown privately to invited guests. Full terms of service will replace them before the marketplace opens.`}
    >
      <section>
        <h2>A demonstration, not a transaction</h2>
        <p>
          Listings, prices, contracts and transactions in the preview are sample data. Payments are simulated: no card is charged and no
          cryptocurrency is requested or received. Offers and signatures made here are not binding and are not delivered to any seller,
          broker or hotel.
        </p>
      </section>
      <section>
        <h2>Brands</h2>
        <p>
          Hotel and residence brand names identify the properties they describe. The preview&rsquo;s illustrations are our own artwork, not
          brand photography or logos.
        </p>
      </section>
      <section>
        <h2>Access</h2>
        <p>
          Access to the preview is by invitation. Please do not share the passcode. The passcode screen keeps the preview out of casual
          view; it is not a security control.
        </p>
      </section>
      <LegalContact about="these terms" />
    </LegalPage>
  );
}
