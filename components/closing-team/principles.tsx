import { Eyebrow } from "@/components/ui/eyebrow";

const principles = [
  {
    title: "Discretion first",
    text: "A buyer's name, funds and plans are shared only with the people working on their purchase, and only when they need them.",
  },
  {
    title: "Everything in writing",
    text: "Every figure, date and condition lives in the contract and its timeline, not in a call that only one person remembers.",
  },
  {
    title: "One record for every party",
    text: "Buyer, seller, realtors and the finance lead read the same contract, the same terms and the same history.",
  },
  {
    title: "Time to read before signing",
    text: "Deadlines are stated when a contract is drafted. Nobody is asked to sign something they have not had time to read.",
  },
  {
    title: "Plain answers",
    text: "When we do not know something yet, we say so, and we say when we will.",
  },
] as const;

/** How the closing team works, in five short principles. */
export function Principles() {
  return (
    <section aria-labelledby="principles-title">
      <Eyebrow>How we work</Eyebrow>
      <h2 id="principles-title" className="mt-3 text-4xl sm:text-5xl">
        Principles
      </h2>
      <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {principles.map((principle, index) => (
          <li key={principle.title} className="border-t border-gold/60 pt-5">
            <p className="tabular font-display text-lg text-gold-ink" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-1 text-2xl">{principle.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{principle.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
