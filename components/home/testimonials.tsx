import { testimonials } from "@/lib/catalogue/testimonials";

/** Two words from residents, with their star rating stated for screen readers. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="dark bg-background text-foreground">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
        <h2 id="testimonials-title" className="text-4xl sm:text-5xl">
          In their words
        </h2>
        <ul className="mt-12 grid gap-10 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col border-l border-gold pl-8">
                <p className="text-gold" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
                  {"★".repeat(testimonial.rating)}
                </p>
                <blockquote className="mt-4 flex-1 font-display text-2xl leading-snug italic text-foreground/90">
                  &ldquo;{testimonial.content}&rdquo;
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-medium">{testimonial.name}</span>
                  <span className="text-muted-foreground"> · {testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
