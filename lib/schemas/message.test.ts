import { describe, expect, it } from "vitest";
import { attachmentRefSchema, messageRoleSchema, messageSchema, type Message } from "./message";
import { fieldErrorsOf } from "./test-utils";

const message: Message = {
  id: "m-1",
  threadId: "1",
  sender: "Marisol Vega",
  role: "Realtor",
  message: "The inspection is booked for Tuesday.",
  timestamp: "2026-11-20T14:05:00.000Z",
  isCurrentUser: false,
};

describe("messageSchema", () => {
  it("accepts a message with and without an attachment", () => {
    expect(messageSchema.safeParse(message).success).toBe(true);
    const attachment = { id: "f-1", name: "inspection.pdf", type: "application/pdf", size: 52_000 };
    expect(messageSchema.safeParse({ ...message, attachment }).success).toBe(true);
  });

  it("knows the four roles", () => {
    expect(messageRoleSchema.options).toEqual(["Buyer", "Seller", "Realtor", "Finance Lead"]);
    expect(messageSchema.safeParse({ ...message, role: "Finance Lead" }).success).toBe(true);
    expect(messageSchema.safeParse({ ...message, role: "Lawyer" }).success).toBe(false);
  });

  it("rejects an empty message and a timestamp without a time", () => {
    expect(fieldErrorsOf(messageSchema, { ...message, message: "", timestamp: "2026-11-20" })).toEqual({
      message: "Enter a message",
      timestamp: "Enter a real date and time, like 2026-12-01T14:30:00Z",
    });
  });
});

describe("attachmentRefSchema", () => {
  it("accepts PDFs and PNG, JPEG and WebP images only", () => {
    for (const type of ["application/pdf", "image/png", "image/jpeg", "image/webp"]) {
      expect(attachmentRefSchema.safeParse({ id: "f", name: "x", type, size: 1 }).success).toBe(true);
    }
    expect(fieldErrorsOf(attachmentRefSchema, { id: "f", name: "x.svg", type: "image/svg+xml", size: 1 })).toEqual({
      type: "Attach a PDF, PNG, JPEG or WebP file",
    });
  });
});
