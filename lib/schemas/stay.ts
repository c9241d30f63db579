import * as z from "zod/mini";
import { isIsoDate, nightsBetween } from "@/lib/format";
import { isoDateText, todayOrLaterDate } from "./fields";

/**
 * The stay a rental booking pays for, asked in the card dialog when /rent has no dates chosen
 * yet: check-in today or later, check-out after it, at most 90 nights, and the number of guests
 * (a select, as text). Dates are YYYY-MM-DD as date inputs give them.
 */

export const MAX_STAY_NIGHTS = 90;
export const MAX_GUESTS = 20;

export const stayFormSchema = z
  .object({
    checkIn: todayOrLaterDate({
      required: "Enter the check-in date",
      format: "Enter a real check-in date",
      past: "Check-in date must be today or in the future",
    }),
    checkOut: isoDateText({ required: "Enter the check-out date", format: "Enter a real check-out date" }),
    guests: z.string({ error: "Choose the number of guests" }).check(
      z.trim(),
      z.minLength(1, "Choose the number of guests"),
      z.refine(
        (value) => value === "" || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_GUESTS),
        `Choose between 1 and ${MAX_GUESTS} guests`,
      ),
    ),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        if (!isIsoDate(form.checkIn) || !isIsoDate(form.checkOut)) return;
        const count = nightsBetween(form.checkIn, form.checkOut);
        const message =
          count <= 0
            ? "Check-out must be after check-in"
            : count > MAX_STAY_NIGHTS
              ? `A stay must be ${MAX_STAY_NIGHTS} nights or fewer`
              : null;
        if (message) ctx.issues.push({ code: "custom", message, path: ["checkOut"], input: form.checkOut });
      },
      {
        // Compare the dates whenever both are real, even if the guests are not chosen yet.
        when: (payload) => {
          const value = payload.value as { checkIn?: unknown; checkOut?: unknown } | null;
          return (
            typeof value?.checkIn === "string" &&
            typeof value.checkOut === "string" &&
            isIsoDate(value.checkIn.trim()) &&
            isIsoDate(value.checkOut.trim())
          );
        },
      },
    ),
  );

export type StayForm = z.infer<typeof stayFormSchema>;
