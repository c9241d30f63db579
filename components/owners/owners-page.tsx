import Link from "next/link";
import { BenefitsSection } from "@/components/marketing/benefits-section";
import { PartnerActions } from "@/components/marketing/partner-actions";
import { FeatureList } from "@/components/marketing/feature-list";
import { Hero } from "@/components/hero/hero";
import { SectionHeading } from "@/components/marketing/section-heading";
import { buttonVariants } from "@/components/ui/button";
import { roadmapPhases } from "@/lib/catalogue/roadmap";
import { site } from "@/lib/site";
import { OwnerFeeCalculator } from "./owner-fee-calculator";
import { ownerBenefits, ownerPillars, ownerPlatformFeatures, ownerSteps } from "./owners-content";

/** Sign-up for hotel owners: the seller role, opened on the New User tab. */
export const OWNER_PROFILE_HREF = "/login/?tab=new&role=seller";
const CONSULTATION_SUBJECT = "Hotel owner partnership";

/** /owners: the case for listing branded residences here, from hero to contact. */
export function OwnersPage() {
  const phases = roadmapPhases.map(({ phase, title, period, fee }) => ({ phase, title, period, fee }));
  return (
    <>
      <Hero
        size="feature"
        image="/art/scenes/owners-hero"
        imageAlt="Poster-style illustration of a low villa with a pool in golden evening light, palms against a warm sky"
        eyebrow="For hotel owners"
        title="A new sales channel for your branded residences"
        actions={<PartnerActions href={OWNER_PROFILE_HREF} label="Create Your Owner Profile" subject={CONSULTATION_SUBJECT} />}
        intro={
          <>
            <p>
              Reach qualified buyers for the residences behind your hotel, keep every channel you already have, and keep 3% of each sale.
            </p>
          </>
        }
      />

      <section aria-labelledby="owners-solution" className="border-b border-border bg-ivory-deep">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:px-8 lg:grid-cols-[1fr_1.2fr] lg:py-24">
          <SectionHeading id="owners-solution" eyebrow="The solution" title="Sell residences the way you sell rooms" />
          <div className="space-y-4 text-lg leading-relaxed text-foreground/85">
            <p>
              Hotel-branded residences sell to a small, international audience that rarely finds them through ordinary property portals. We
              bring those buyers to you: a marketplace and media channel dedicated to branded residences, with AI-assisted targeting behind
              it.
            </p>
            <p>It works alongside your own sales team and brokers. Nothing is exclusive, and you keep 3% of every sale.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="owners-pillars" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
        <SectionHeading id="owners-pillars" eyebrow="How it helps" title="Target, amplify, profit" />
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {ownerPillars.map((pillar, index) => (
            <li key={pillar.title} className="border-t border-gold pt-6">
              <p className="tabular text-xs font-medium caps-wide text-gold-ink">0{index + 1}</p>
              <h3 className="mt-3 text-3xl">{pillar.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="owners-steps" className="dark bg-background text-foreground">
        <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
          <SectionHeading id="owners-steps" eyebrow="Three steps" title="Sync, list, earn" />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {ownerSteps.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-border bg-card p-6">
                <p className="font-display text-5xl text-gold-light">{index + 1}</p>
                <h3 className="mt-4 text-3xl">{step.title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <BenefitsSection
        id="owners-benefits"
        eyebrow="Why owners join"
        title="Built around your brand"
        benefits={ownerBenefits}
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      />

      <section aria-labelledby="owners-calculator" className="border-y border-border bg-ivory-deep">
        <div className="mx-auto max-w-7xl space-y-10 px-5 py-20 sm:px-8 lg:py-24">
          <SectionHeading id="owners-calculator" eyebrow="Fee calculator" title="What a sale earns you">
            <p>
              Type a sale price to see your 3% and the platform&rsquo;s fee in each phase of the{" "}
              <Link href="/evolution-timeline" prefetch={false} className="text-gold-ink underline underline-offset-4">
                roadmap
              </Link>
              . Figures are illustrations, not an offer.
            </p>
          </SectionHeading>
          <OwnerFeeCalculator phases={phases} />
        </div>
      </section>

      <section aria-labelledby="owners-features" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
        <SectionHeading id="owners-features" eyebrow="The platform" title="Everything from listing to closing" />
        <div className="mt-12">
          <FeatureList items={ownerPlatformFeatures} label="Platform features" />
        </div>
      </section>

      <section aria-labelledby="owners-cta" className="dark bg-background text-foreground">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-20 sm:px-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="owners-cta" eyebrow="Get started" title="Bring your residences to the marketplace">
            <p>Create a profile in a minute, or talk it through with our team first.</p>
          </SectionHeading>
          <div className="flex flex-wrap gap-3">
            <Link href={OWNER_PROFILE_HREF} className={buttonVariants({ variant: "gold", size: "lg" })}>
              Create Owner Profile
            </Link>
            <a
              href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("Hotel owner partnership")}`}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              Contact Our Team
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
