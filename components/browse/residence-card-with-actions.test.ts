import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { residenceBuildings } from "@/lib/catalogue/residences";
import { ResidenceCardWithActions } from "./residence-card-with-actions";

describe("ResidenceCardWithActions", () => {
  it("fills the card with the heart, the monthly-cost estimate, both inquiries and Compare, named after the unit", () => {
    const residence = residenceBuildings()[0]?.units[0];
    if (!residence) throw new Error("no sample unit");
    const html = renderToStaticMarkup(createElement(ResidenceCardWithActions, { residence }));
    const subject = `${residence.unit}, ${residence.building}`;
    expect(html).toContain(`aria-label="Estimate monthly cost: ${subject}"`);
    expect(html).toContain("Inquire Now");
    expect(html).toContain("Request Details");
    expect(html).toContain(">Compare<");
    expect(html).toMatch(/to your shortlist/);
  });
});
