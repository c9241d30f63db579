import type { Metadata } from "next";
import { DealRoom } from "@/components/closing-team/deal-room";
import { Founder } from "@/components/closing-team/founder";
import { Principles } from "@/components/closing-team/principles";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "Closing Team",
  description: "The people who run a purchase from offer to keys: the founder's note, how the team works, and the deal room.",
};

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 sm:py-20">
      <header className="max-w-3xl">
        <Eyebrow>Closing Team</Eyebrow>
        <h1 className="mt-3 text-5xl sm:text-6xl">From accepted offer to handed keys</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
          A small team that runs each purchase end to end: the contract, the signatures, the deposit and the questions in between.
        </p>
      </header>
      <div className="mt-20 grid gap-24">
        <Founder />
        <Principles />
        <section aria-labelledby="deal-room-title">
          <Eyebrow>Deal room</Eyebrow>
          <h2 id="deal-room-title" className="mt-3 text-4xl sm:text-5xl">
            Residence 8B, Aman Miami Beach
          </h2>
          <p className="mt-4 max-w-3xl leading-relaxed text-muted-foreground">
            A sample deal, shown as Marisol Vega, the realtor coordinating it, sees it: a discussion with everyone, and a private line to
            each party. Replies and files you add are kept in this browser only; nobody else receives them in this preview.
          </p>
          <div className="mt-10">
            <DealRoom />
          </div>
        </section>
      </div>
    </div>
  );
}
