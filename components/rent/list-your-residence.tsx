import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { RequestButton } from "@/components/requests/request-button";

const benefits = [
  {
    title: "Guests who fit the house",
    text: "Your residence is shown to travellers already looking at hotel-branded homes, beside the brand's own rooms.",
  },
  {
    title: "The hotel's service, on your terms",
    text: "Housekeeping, concierge and transfers can come from the hotel downstairs; you choose the dates you let.",
  },
  {
    title: "Nothing hidden",
    text: "Every booking request shows the dates, the guests and what the stay earns you before you accept it.",
  },
];

/** The 'List Yours' tab: two ways to list a residence, and why. */
export function ListYourResidence() {
  return (
    <div className="space-y-16">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="sync-title" className="flex flex-col rounded-lg border border-border bg-card p-8 shadow-soft">
          <p className="text-xs font-medium caps-wide text-gold-ink">For hotel residence owners</p>
          <h2 id="sync-title" className="mt-3 text-3xl">
            Sync with Hotel
          </h2>
          <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">
            Sign in and connect the residence you own through its hotel&rsquo;s rental programme. Its details, photographs and calendar come
            across, and stay in step.
          </p>
          <Link href="/login" className={buttonVariants({ variant: "default", className: "mt-8 self-start" })}>
            Login to Sync
          </Link>
        </section>
        <section aria-labelledby="manual-title" className="flex flex-col rounded-lg border border-border bg-card p-8 shadow-soft">
          <p className="text-xs font-medium caps-wide text-gold-ink">For every residence</p>
          <h2 id="manual-title" className="mt-3 text-3xl">
            Manual Listing
          </h2>
          <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">
            Tell us about the residence, its rooms and the nightly rate you have in mind. We prepare the listing with you before anything is
            published.
          </p>
          <RequestButton kind="listing" subject="a residence to rent" variant="outline" className="mt-8 self-start">
            Create Listing
          </RequestButton>
        </section>
      </div>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-3xl">
          Why list with us
        </h2>
        <ul className="mt-8 grid gap-10 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="border-t border-gold pt-6">
              <h3 className="text-2xl">{benefit.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
