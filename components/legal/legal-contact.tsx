import { site } from "@/lib/site";

/** The closing section of a legal page: whom to write to about it. */
export function LegalContact({ about }: { about: string }) {
  return (
    <section>
      <h2>Contact</h2>
      <p>
        Questions about {about}:{" "}
        <a className="text-gold-ink underline underline-offset-4" href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
        .
      </p>
    </section>
  );
}
