import { BenefitsSection } from "@/components/marketing/benefits-section";
import { PartnerActions } from "@/components/marketing/partner-actions";
import { FeatureList } from "@/components/marketing/feature-list";
import { Hero } from "@/components/hero/hero";
import { SectionHeading } from "@/components/marketing/section-heading";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/lib/site";
import { CommissionCalculator } from "./commission-calculator";
import { brokerPortalFeatures, realtorBenefits } from "./realtors-content";

const APPLICATION_HREF = "/realtor-application";
const CONSULTATION_SUBJECT = "Realtor partnership";

/** /realtors: the partnership, its 70/30 split, benefits and the broker portal. */
export function RealtorsPage() {
  return (
    <>
      <Hero
        size="feature"
        image="/art/scenes/realtors-hero"
        imageAlt="Poster-style illustration of a curved tower at dusk above desert dunes and a deep blue sky"
        eyebrow="Realtor partnership"
        title="Represent the world's finest branded residences"
        actions={<PartnerActions href={APPLICATION_HREF} label="Apply for Partnership" subject={CONSULTATION_SUBJECT} />}
        intro={
          <>
            <p>
              Partner with the marketplace for hotel-branded residences: shared leads, marketing and transaction support, and 70% of every
              commission.
            </p>
          </>
        }
      />

      <section aria-labelledby="realtors-commission" className="border-b border-border bg-ivory-deep">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-20 sm:px-8 lg:grid-cols-2 lg:py-24">
          <div className="space-y-8">
            <SectionHeading id="realtors-commission" eyebrow="Commission" title="A 70/30 split in your favour">
              <p>
                You keep 70% of the commission on every deal you close through the platform. The platform&rsquo;s 30% pays for the marketing
                support, shared leads and transaction support behind it.
              </p>
            </SectionHeading>
            <dl className="grid grid-cols-2 gap-6">
              <div className="border-t border-gold pt-4">
                <dt className="text-xs font-medium caps-wide text-gold-ink">To you</dt>
                <dd className="tabular mt-2 font-display text-6xl">70%</dd>
              </div>
              <div className="border-t border-border pt-4">
                <dt className="text-xs font-medium caps-wide text-muted-foreground">To the platform</dt>
                <dd className="tabular mt-2 font-display text-6xl">30%</dd>
              </div>
            </dl>
          </div>
          <div className="space-y-4">
            <h3 className="text-2xl">Commission calculator</h3>
            <CommissionCalculator />
          </div>
        </div>
      </section>

      <BenefitsSection
        id="realtors-benefits"
        eyebrow="Partner benefits"
        title="What partnership brings"
        benefits={realtorBenefits}
        gridClassName="sm:grid-cols-2 lg:grid-cols-5"
      />

      <section aria-labelledby="realtors-portal" className="dark bg-background text-foreground">
        <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
          <SectionHeading id="realtors-portal" eyebrow="Broker portal" title="Your deals in one place" />
          <div className="mt-12">
            <FeatureList items={brokerPortalFeatures} label="Broker portal features" />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="realtors-cta"
        className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-20 sm:px-8 lg:flex-row lg:items-end lg:justify-between"
      >
        <SectionHeading id="realtors-cta" eyebrow="Join us" title="Ready to partner?">
          <p>The application takes five short sections and your license as a PDF.</p>
        </SectionHeading>
        <div className="flex flex-wrap gap-3">
          <PartnerActions href={APPLICATION_HREF} label="Apply for Partnership" subject={CONSULTATION_SUBJECT} />
          <a
            href={`mailto:${site.contactEmail}?subject=${encodeURIComponent("Realtor partnership")}`}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            Contact Us
          </a>
        </div>
      </section>
    </>
  );
}
