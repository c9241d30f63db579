import { Eyebrow } from "@/components/ui/eyebrow";

/** The founder's note: who started the closing team and why. */
export function Founder() {
  return (
    <section aria-labelledby="founder-title" className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
      <div>
        <Eyebrow>Founder</Eyebrow>
        <h2 id="founder-title" className="mt-3 text-4xl sm:text-5xl">
          Adrienne Castell
        </h2>
        <p className="mt-3 text-muted-foreground">Founder and head of the closing team</p>
      </div>
      <div className="space-y-5 text-lg leading-relaxed text-foreground/85">
        <p>
          Adrienne spent her career between hotel development and private real estate, on the side of the table where a branded residence is
          promised long before it is built. She saw the same pattern in every city: a buyer who had chosen a hotel brand for its service was
          then handed a closing run by email threads, scanned signatures and phone calls nobody wrote down.
        </p>
        <p>
          She started Aurum Residences so that a purchase is run the way the hotel is: one record everyone can read, a named person for
          every question, and no surprises at the closing table. The closing team works for the deal, not for either side of it.
        </p>
      </div>
    </section>
  );
}
