import type { Metadata } from "next";
import { RoadmapTimeline } from "@/components/timeline/roadmap-timeline";
import { BackLink } from "@/components/layout/back-link";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "Evolution Timeline",
  description:
    "How the marketplace grows in three phases: a 3% fee on broker commission at launch, 2% of transaction value once closing runs through the platform, then a fintech ecosystem.",
};

export default function EvolutionTimelinePage() {
  return (
    <div className="dark bg-background text-foreground">
      <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8 lg:py-20">
        <BackLink href="/buy">Back to Purchase</BackLink>
        <Eyebrow tone="light" className="mt-10">
          Roadmap
        </Eyebrow>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Evolution Timeline</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-foreground/85">
          We begin as a marketplace and grow into the way these residences are bought, closed and financed. Our fees follow what we do for
          you: a share of the broker&rsquo;s commission at launch, and a share of the transaction only once the closing itself runs through
          the platform.
        </p>
        <RoadmapTimeline />
      </div>
    </div>
  );
}
