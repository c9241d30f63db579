import { readSession } from "@/lib/auth/session";
import { ownerStamp } from "./ownership";

/** Spread into a record as it is made: it then belongs to whoever is signed in on this tab. */
export function currentOwner(): { ownerId?: string } {
  return ownerStamp(readSession()?.accountId);
}
