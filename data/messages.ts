import type { Message, MessageRole } from "@/lib/schemas/message";

type Line = [sender: string, role: MessageRole, timestamp: string, message: string, isCurrentUser?: boolean];

/** Builds a thread's messages with ids "{threadId}-{n}". */
function thread(threadId: string, lines: Line[]): Message[] {
  return lines.map(([sender, role, timestamp, message, isCurrentUser = false], index) => ({
    id: `${threadId}-${index + 1}`,
    threadId,
    sender,
    role,
    message,
    timestamp,
    isCurrentUser,
  }));
}

/**
 * Sample chat messages: one thread per sample contract (threadId = contract id,
 * read as the buyer) and the /about closing-team panels (read as the realtor
 * coordinating the deal).
 */
export const sampleMessages: Message[] = [
  ...thread("1", [
    [
      "Marisol Vega",
      "Realtor",
      "2026-11-19T15:02:00.000Z",
      "The contract for Residence 3A is ready for both signatures. I've highlighted the furniture package and the association statements in the special terms.",
      false,
    ],
    ["Eleanor Whitfield", "Buyer", "2026-11-19T16:40:00.000Z", "Thank you. Before I sign, how long do we have for the inspection?", true],
    [
      "Marisol Vega",
      "Realtor",
      "2026-11-19T17:05:00.000Z",
      "You have 10 business days for the inspection once both of you have signed. I've pencilled in an inspector for the first Tuesday after that.",
      false,
    ],
    [
      "Collins Dune Holdings LLC",
      "Seller",
      "2026-11-20T13:30:00.000Z",
      "Our counsel has approved the draft. We will sign as soon as the buyer has.",
      false,
    ],
    [
      "Eleanor Whitfield",
      "Buyer",
      "2026-11-20T14:10:00.000Z",
      "Perfect. I'll sign this weekend and send the deposit wire on Monday.",
      true,
    ],
  ]),
  ...thread("2", [
    [
      "Theo Lindqvist",
      "Realtor",
      "2026-11-05T17:00:00.000Z",
      "Contract sent for signature. The seller has asked for a few days to review the ski locker inventory.",
      false,
    ],
    ["Julian Ashworth", "Buyer", "2026-11-14T16:25:00.000Z", "Signed. The deposit goes out in bitcoin tomorrow morning.", true],
    [
      "Margaret Ellison",
      "Seller",
      "2026-11-16T19:45:00.000Z",
      "Thank you, Julian. I'm reviewing the last page with my attorney and expect to sign next week.",
      false,
    ],
    [
      "Theo Lindqvist",
      "Realtor",
      "2026-11-17T15:20:00.000Z",
      "Deposit confirmed in escrow. Once Margaret signs, the inspection window of 10 business days starts and I'll book the inspector.",
      false,
    ],
  ]),
  ...thread("3", [
    [
      "Camille Laurent",
      "Realtor",
      "2026-10-26T22:00:00.000Z",
      "Both signatures are in. The contract now goes to the association board for review.",
      false,
    ],
    ["Noor Haddad", "Buyer", "2026-10-27T16:15:00.000Z", "Wonderful. Is there anything the board needs from me?", true],
    [
      "Camille Laurent",
      "Realtor",
      "2026-10-27T17:30:00.000Z",
      "A short letter of introduction and your proof of funds. I've uploaded the template to the documents folder.",
      false,
    ],
    [
      "Canyon Light Partners LP",
      "Seller",
      "2026-11-07T18:10:00.000Z",
      "We've scheduled the terrace drainage repair for next week, as agreed after the inspection.",
      false,
    ],
    ["Noor Haddad", "Buyer", "2026-11-08T15:00:00.000Z", "Thank you. Please send photos once the repair is done.", true],
  ]),
  ...thread("4", [
    [
      "Marisol Vega",
      "Realtor",
      "2026-08-12T14:00:00.000Z",
      "Financing is approved, well inside the 30-day contingency. We're on track for September 30.",
      false,
    ],
    [
      "Rafael Okonkwo",
      "Buyer",
      "2026-08-12T15:30:00.000Z",
      "Excellent news. Can we confirm early possession five days before closing?",
      true,
    ],
    [
      "Isabel Moreau",
      "Seller",
      "2026-08-13T13:45:00.000Z",
      "Yes, the residence will be empty by September 25 and the dock slip cleared.",
      false,
    ],
    [
      "Marisol Vega",
      "Realtor",
      "2026-09-30T20:10:00.000Z",
      "Closed! Funds released from escrow and the keys are at the front desk. Congratulations, Rafael.",
      false,
    ],
  ]),
  ...thread("closing-group", [
    [
      "Marisol Vega",
      "Realtor",
      "2026-11-20T14:00:00.000Z",
      "Welcome, everyone. This is the deal room for Residence 8B at Aman Miami Beach. Documents go in the shared folder; questions go here.",
      true,
    ],
    [
      "Priya Raman",
      "Finance Lead",
      "2026-11-20T14:20:00.000Z",
      "Jumbo loan pre-approval is uploaded. The appraisal is booked for Thursday.",
      false,
    ],
    [
      "Atlantic Pavilion Holdings LLC",
      "Seller",
      "2026-11-20T15:05:00.000Z",
      "Title commitment is in the folder as well. We're ready when the buyer is.",
      false,
    ],
  ]),
  ...thread("closing-buyer", [
    ["Sofia Marchetti", "Buyer", "2026-11-20T16:00:00.000Z", "Could we ask the seller to include the terrace furniture?", false],
    [
      "Marisol Vega",
      "Realtor",
      "2026-11-20T16:25:00.000Z",
      "I'll raise it today. It's a reasonable ask at this price, and it can go into the special terms.",
      true,
    ],
  ]),
  ...thread("closing-realtor", [
    [
      "Daniel Osei",
      "Realtor",
      "2026-11-20T17:10:00.000Z",
      "The buyer's side is ready to sign. Can we aim to have the contract out by Friday?",
      false,
    ],
    ["Marisol Vega", "Realtor", "2026-11-20T17:30:00.000Z", "Friday works. I'll send the draft to both attorneys tomorrow morning.", true],
  ]),
  ...thread("closing-seller", [
    [
      "Atlantic Pavilion Holdings LLC",
      "Seller",
      "2026-11-21T13:00:00.000Z",
      "We're open to leaving the terrace furniture if closing stays in February.",
      false,
    ],
    ["Marisol Vega", "Realtor", "2026-11-21T13:40:00.000Z", "Understood. The buyer is targeting February 19, so that fits.", true],
    [
      "Atlantic Pavilion Holdings LLC",
      "Seller",
      "2026-11-21T14:05:00.000Z",
      "Then we have an agreement. Please add it to the draft.",
      false,
    ],
  ]),
  ...thread("closing-finance", [
    [
      "Priya Raman",
      "Finance Lead",
      "2026-11-21T15:00:00.000Z",
      "Underwriting needs the last two years of association statements before final approval.",
      false,
    ],
    [
      "Marisol Vega",
      "Realtor",
      "2026-11-21T15:20:00.000Z",
      "The seller has agreed to provide them. I'll upload them as soon as they arrive.",
      true,
    ],
  ]),
];
