import type { RequestKind } from "@/lib/schemas/request";

/** What each kind of request dialog says about itself. */
export const requestCopy: Record<RequestKind, { title: string; description: (subject: string) => string; submit: string }> = {
  tour: {
    title: "Schedule a private tour",
    description: (subject) => `Choose a day and time to see ${subject} in person.`,
    submit: "Request Tour",
  },
  inquiry: {
    title: "Inquire about this residence",
    description: (subject) => `Ask about ${subject}: availability, floor plans, service or terms.`,
    submit: "Send Inquiry",
  },
  consultation: {
    title: "Schedule a consultation",
    description: (subject) => `Tell us how to reach you about ${subject}.`,
    submit: "Request Consultation",
  },
  listing: {
    title: "List your residence",
    description: () => "Tell us about the residence you would like to offer for rent.",
    submit: "Submit Listing",
  },
};
