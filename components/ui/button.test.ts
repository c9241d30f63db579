import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

const classes = (text: string) => text.split(/\s+/);

describe("buttonVariants", () => {
  it("joins base, variant, size and extra classes", () => {
    const list = classes(buttonVariants({ variant: "outline", size: "sm", className: "mt-6" }));
    expect(list).toEqual(expect.arrayContaining(["inline-flex", "caps", "border-foreground/45", "min-h-9", "mt-6"]));
  });

  it("never emits two classes that fight, since nothing merges them", () => {
    const link = classes(buttonVariants({ variant: "link" }));
    expect(link).not.toContain("caps");
    expect(link).not.toContain("px-5");
    expect(link).toEqual(expect.arrayContaining(["px-0", "text-sm", "text-gold-ink"]));
    expect(classes(buttonVariants())).not.toContain("normal-case");
    const outline = classes(buttonVariants({ variant: "outline" }));
    expect(outline).not.toContain("border-transparent");
    expect(outline).toContain("border-foreground/45");
    expect(classes(buttonVariants({ variant: "ghost" }))).toContain("border-transparent");
    const ghostDestructive = classes(buttonVariants({ variant: "ghost-destructive" }));
    expect(ghostDestructive).toContain("text-destructive");
    expect(ghostDestructive).not.toContain("text-foreground");
  });

  it("gives each size one height and one padding, and a wrapping label no nowrap", () => {
    for (const size of ["sm", "compact", "default", "lg", "icon"] as const) {
      const list = classes(buttonVariants({ size }));
      expect(
        list.filter((name) => /^(min-h|size)-/.test(name)),
        size,
      ).toHaveLength(1);
      expect(
        list.filter((name) => /^(px|p)-/.test(name)),
        size,
      ).toHaveLength(1);
    }
    const wrapping = classes(buttonVariants({ wrap: true }));
    expect(wrapping).toContain("whitespace-normal");
    expect(wrapping).not.toContain("whitespace-nowrap");
    expect(classes(buttonVariants())).toContain("whitespace-nowrap");
  });

  it("keeps a plain label's case on request, and the link variant never in small caps", () => {
    const plain = classes(buttonVariants({ variant: "outline", lettering: "plain" }));
    expect(plain).not.toContain("caps");
    expect(plain).not.toContain("tracking-[0.14em]");
    expect(classes(buttonVariants({ variant: "outline" }))).toContain("caps");
    expect(classes(buttonVariants({ variant: "link", lettering: "caps" }))).not.toContain("caps");
  });
});
