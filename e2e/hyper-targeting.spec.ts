import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { expectEmptySubmitErrors, expectReceived, fillContact, openRequestDialog } from "./helpers/request-forms";

test("hyper-targeting shows the capabilities, the process, the sources and the compliance statement", async ({ page }) => {
  await gotoUnlocked(page, "/hyper-targeting/");
  await expect(page).toHaveTitle(/Hyper-Targeting/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hyper-Targeting");

  const capabilities = page.getByRole("region", { name: "What the service offers" });
  await expect(capabilities.getByRole("heading", { level: 3 })).toHaveText([
    "AI Lead Generation",
    "Multi-Source Data Integration",
    "Mailing Lists & Automation",
    "Legal & Ethical Compliance",
  ]);
  const steps = page.getByRole("region", { name: "How it works" });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Data Aggregation",
    "AI Analysis",
    "Profile Enrichment",
    "Targeted Outreach",
  ]);
  await expect(steps.getByRole("listitem").first()).toContainText("Step 1");
  const sources = page.getByRole("region", { name: "Where the insight comes from" });
  await expect(sources.getByRole("heading", { level: 3 })).toHaveText(["CRM & Internal Data", "Web & Public Data", "Website Analytics"]);
  const compliance = page.getByRole("region", { name: "Precise, and within the rules" });
  await expect(compliance.getByRole("term")).toHaveText(["GDPR", "CCPA", "Ethical collection", "Privacy first"]);
  await expectNoAxeViolations(page);
});

test("Schedule a Consultation opens the consultation form: errors when empty, saved when complete", async ({ page }) => {
  await gotoUnlocked(page, "/hyper-targeting/");
  const dialog = await openRequestDialog(page, page.getByRole("button", { name: "Schedule a Consultation" }), "Schedule a consultation");
  await expectEmptySubmitErrors(dialog, "Request Consultation", [
    "Enter your full name",
    "Enter your email address",
    "Enter your phone number",
  ]);
  await expectNoAxeViolations(page);
  await fillContact(dialog);
  await dialog.getByLabel("Message").fill("We have 40 residences to launch in spring.");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expectReceived(dialog, "Hyper-Targeting");
});
