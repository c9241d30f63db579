"use client";

import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/download";
import { calendarFileName, scheduleCalendar } from "@/lib/deals/schedule/schedule-calendar";
import type { PaymentSchedule } from "@/lib/deals/schedule/schedule";
import type { Contract } from "@/lib/schemas/contract";

/** Downloads the unpaid instalments' due dates as an .ics file any calendar opens. */
export function DownloadCalendarButton({ contract, schedule }: { contract: Contract; schedule: PaymentSchedule }) {
  const unpaid = schedule.instalments.some((instalment) => instalment.status.state !== "paid");
  if (!unpaid) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => saveFile(scheduleCalendar(contract, schedule, new Date()), "text/calendar", calendarFileName(contract))}
    >
      Download calendar (.ics)
    </Button>
  );
}
