import { describe, expect, it } from "vitest";
import { signatureSchema, type Signature } from "./contract";
import { fieldErrorsOf, without } from "./test-utils";

/** A signature made with a key (lib/deals/signing): the fields are real-sized, not real values. */
const keySigned: Signature = {
  party: "seller",
  name: "Collins Dune Holdings LLC",
  status: "signed",
  date: "2026-11-22T15:00:00.000Z",
  signedName: "Jordan Blake",
  capacity: "Director, for Collins Dune Holdings LLC",
  termsDigest: "a".repeat(64),
  signature: `${"A".repeat(86)}==`,
  publicKey: `MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${"B".repeat(88)}`,
  keyFingerprint: "DF92 41C4 4C31 C5A9 5AF3 8BEB 4E69 E49A",
};

const crossField = "A cryptographic signature is recorded with its public key, key fingerprint and terms digest, on a signed line only";

describe("signatureSchema: signatures made with a key", () => {
  it("accepts a signature with its capacity, signature, public key and fingerprint", () => {
    expect(signatureSchema.safeParse(keySigned).success).toBe(true);
  });

  it("still accepts the records stored before keys: a typed name, with or without a digest, and a pending line", () => {
    const typed = without(keySigned, "capacity", "signature", "publicKey", "keyFingerprint");
    expect(signatureSchema.safeParse(typed).success).toBe(true);
    expect(signatureSchema.safeParse(without(typed, "termsDigest")).success).toBe(true);
    expect(signatureSchema.safeParse({ party: "buyer", name: "Eleanor Whitfield", status: "pending", date: null }).success).toBe(true);
  });

  it("keeps the capacity optional, but not empty, and at most 200 characters", () => {
    expect(signatureSchema.safeParse(without(keySigned, "capacity")).success).toBe(true);
    expect(fieldErrorsOf(signatureSchema, { ...keySigned, capacity: "" })).toEqual({ capacity: "Enter a value" });
    expect(fieldErrorsOf(signatureSchema, { ...keySigned, capacity: "x".repeat(201) })).toEqual({
      capacity: "Capacity must be 200 characters or fewer",
    });
  });

  it("takes base64 only for the signature and public key, of bounded length", () => {
    expect(fieldErrorsOf(signatureSchema, { ...keySigned, signature: "not base64!" })).toEqual({
      signature: "Enter the signature as base64",
    });
    expect(fieldErrorsOf(signatureSchema, { ...keySigned, signature: "A".repeat(400) })).toEqual({
      signature: "Enter the signature as base64",
    });
    expect(fieldErrorsOf(signatureSchema, { ...keySigned, publicKey: "abc" })).toEqual({ publicKey: "Enter the public key as base64" });
  });

  it("takes a fingerprint of eight groups of four upper-case hex digits", () => {
    for (const keyFingerprint of ["df92 41c4 4c31 c5a9 5af3 8beb 4e69 e49a", "DF9241C44C31C5A95AF38BEB4E69E49A", "DF92 41C4"]) {
      expect(fieldErrorsOf(signatureSchema, { ...keySigned, keyFingerprint })).toEqual({
        keyFingerprint: "Enter a key fingerprint of eight groups of four hexadecimal characters",
      });
    }
  });

  it("records the key's fields all together, with the digest they cover, on a signed line only", () => {
    for (const missing of ["signature", "publicKey", "keyFingerprint", "termsDigest"] as const) {
      expect(fieldErrorsOf(signatureSchema, without(keySigned, missing))).toEqual({ signature: crossField });
    }
    const pending = { ...keySigned, status: "pending", date: null };
    expect(fieldErrorsOf(signatureSchema, pending)).toEqual({ signature: crossField });
  });
});
