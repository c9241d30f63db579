import type { Metadata } from "next";
import { LegalContact } from "@/components/legal/legal-contact";
import { LegalPage } from "@/components/legal/legal-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `How ${site.name} handles what you enter: it stays in your own browser.`,
};

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 22, 2026"
      intro={`${site.name} is a private preview. This page describes what the preview actually does with your information today; a full policy will replace it before the marketplace opens to the public.`}
    >
      <section>
        <h2>What stays on your device</h2>
        <p>
          The preview has no server. Everything you create here (accounts, offers, applications, requests, contracts, signatures, messages,
          uploaded documents and simulated payments) is stored only in this browser, using its own storage. Nothing is sent to us or to
          anyone else.
        </p>
      </section>
      <section>
        <h2>What we never keep</h2>
        <ul>
          <li>Full card numbers and security codes: a simulated payment keeps only the card brand and last four digits.</li>
          <li>Passwords: an account on this device keeps only a salted, one-way hash of its password.</li>
          <li>Analytics, advertising trackers or third-party cookies: the preview loads nothing from other sites.</li>
        </ul>
      </section>
      <section>
        <h2>Removing your data</h2>
        <p>
          Clearing this site&rsquo;s data in your browser settings removes everything you created here. Browsers may also remove it on their
          own, for example after a period without visits.
        </p>
      </section>
      <LegalContact about="privacy" />
    </LegalPage>
  );
}
