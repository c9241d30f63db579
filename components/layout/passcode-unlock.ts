import { toast } from "@/components/ui/use-toast";
import { checkPasscode, GATE_STORAGE_KEY } from "@/lib/passcode";
import { passcodeSchema } from "@/lib/schemas/passcode";
import { writePreference } from "@/lib/store";
import { site } from "@/lib/site";

const EXPECTED_DIGEST = process.env.NEXT_PUBLIC_PASSCODE_SHA256 ?? "";
const GATE_KEY = process.env.NEXT_PUBLIC_GATE_KEY ?? "";

export type PasscodeOutcome = { kind: "error"; message: string } | { kind: "denied" } | { kind: "granted" };

/**
 * Checks an entered passcode; on success remembers this browser, opens the curtain and greets the
 * visitor; on failure shows the spec's 'Access Denied' toast.
 */
export async function submitPasscode(entered: string): Promise<PasscodeOutcome> {
  const parsed = passcodeSchema.safeParse({ passcode: entered });
  if (!parsed.success) return { kind: "error", message: parsed.error.issues[0]?.message ?? "Enter the passcode" };

  const result = await checkPasscode(parsed.data.passcode, EXPECTED_DIGEST);
  if (result === "unsupported") {
    return {
      kind: "error",
      message: "This browser can only check the passcode over a secure connection. Open the site with https://.",
    };
  }
  if (result === "denied") {
    toast({ variant: "destructive", title: "Access Denied", description: "Invalid passcode. Please try again." });
    return { kind: "denied" };
  }

  const saved = writePreference(GATE_STORAGE_KEY, { key: GATE_KEY });
  document.documentElement.setAttribute("data-gate", "open");
  toast({
    variant: "success",
    title: "Access Granted",
    description: saved.ok
      ? `Welcome to ${site.name}, ${site.tagline.toLowerCase()}.`
      : `Welcome to ${site.name}. This browser is not letting the site save data, so you will be asked again on your next visit.`,
  });
  document.getElementById("main")?.focus();
  return { kind: "granted" };
}
