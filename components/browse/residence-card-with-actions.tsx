import Link from "next/link";
import type { ComponentProps } from "react";
import { ResidenceCard } from "@/components/cards/residence-card";
import { residenceCornerPlace } from "@/components/cards/card-look";
import { CompareButton } from "@/components/compare/compare-button";
import { RequestButton } from "@/components/requests/request-button";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";
import { compareIdOf } from "@/lib/compare/compare-ids";
import { unitName } from "@/lib/compare/compare-entries";
import { unitEstimateHref } from "@/lib/economics/url/calculator-query";
import { residenceTitle } from "@/lib/shortlist/shortlist-entries";

type ResidenceCardWithActionsProps = Omit<ComponentProps<typeof ResidenceCard>, "corner" | "links" | "actions">;

/**
 * A `ResidenceCard` as /residences and the brand pages show it: the shortlist heart on its
 * picture, the monthly-cost estimate under its amenities, and two ways to ask about the unit
 * (Inquire Now, Request Details) beside Compare.
 */
export function ResidenceCardWithActions({ residence, ...card }: ResidenceCardWithActionsProps) {
  const subject = `${residence.unit}, ${residence.building}`;
  return (
    <ResidenceCard
      {...card}
      residence={residence}
      corner={<ShortlistHeart kind="residence" itemId={residence.id} name={residenceTitle(residence)} className={residenceCornerPlace} />}
      links={
        <Link
          href={unitEstimateHref(residence)}
          prefetch={false}
          aria-label={`Estimate monthly cost: ${subject}`}
          className="mt-5 inline-flex min-h-11 items-center self-start text-sm text-gold-ink underline underline-offset-4 hover:decoration-2"
        >
          Estimate monthly cost
        </Link>
      }
      actions={
        <>
          <RequestButton kind="inquiry" subject={subject} variant="default">
            Inquire Now
          </RequestButton>
          <RequestButton kind="inquiry" subject={subject} variant="outline">
            Request Details
          </RequestButton>
          <CompareButton id={compareIdOf("unit", residence.id)} name={unitName(residence)} />
        </>
      }
    />
  );
}
