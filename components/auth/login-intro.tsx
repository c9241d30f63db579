import { CheckIcon } from "@/components/ui/icons/check";
import { Eyebrow } from "@/components/ui/eyebrow";

const reasons = [
  "Your name, email and phone fill in offers, tour requests and applications",
  "Everything you submit is gathered on My activity",
  "Realtors, sellers and finance leads join deal conversations on each contract",
];

/** The left column of /login: what an account is for, and where it lives. */
export function LoginIntro() {
  return (
    <div className="lg:pt-6">
      <Eyebrow>Members</Eyebrow>
      <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Log in or join the marketplace</h1>
      <p className="mt-6 max-w-md text-lg leading-relaxed text-muted-foreground">
        One account for buying, representing clients, selling or financing hotel-branded residences.
      </p>
      <ul className="mt-10 grid max-w-md gap-4">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-3 border-t border-border pt-4 text-sm leading-relaxed">
            <CheckIcon className="mt-0.5 size-5 text-gold-ink" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      <p className="mt-10 max-w-md text-sm leading-relaxed text-muted-foreground">
        This is a private preview: accounts are kept in this browser on this device, not on a server, and your password is kept only as a
        salted hash.
      </p>
    </div>
  );
}
