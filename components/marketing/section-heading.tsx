import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";

/** Eyebrow, serif heading and an optional lead paragraph, as every marketing section opens. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-4 text-4xl sm:text-5xl">
        {title}
      </h2>
      {children ? <div className="mt-5 leading-relaxed text-muted-foreground">{children}</div> : null}
    </div>
  );
}
