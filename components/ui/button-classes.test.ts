import { describe, expect, it } from "vitest";
import { buttonClasses } from "./button-classes";

const classes = (text: string) => text.split(/\s+/);

describe("buttonClasses", () => {
  it("joins base, variant, size and extra classes", () => {
    const list = classes(buttonClasses({ variant: "outline", size: "sm" }, "mt-6"));
    expect(list).toEqual(expect.arrayContaining(["inline-flex", "uppercase", "border-foreground/45", "min-h-9", "mt-6"]));
  });

  it("never emits two classes that fight, since nothing merges them", () => {
    const link = classes(buttonClasses({ variant: "link" }));
    expect(link).not.toContain("uppercase");
    expect(link).not.toContain("px-5");
    expect(link).toEqual(expect.arrayContaining(["px-0", "text-sm", "text-gold-ink"]));
    expect(classes(buttonClasses())).not.toContain("normal-case");
    const outline = classes(buttonClasses({ variant: "outline" }));
    expect(outline).not.toContain("border-transparent");
    expect(outline).toContain("border-foreground/45");
    expect(classes(buttonClasses({ variant: "ghost" }))).toContain("border-transparent");
  });
});
