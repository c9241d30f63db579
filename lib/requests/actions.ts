import type { Request } from "@/lib/schemas/request";
import { currentOwner } from "@/lib/account/current-owner";
import { createId } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";

/** What a form hands over: one kind of request and the data its form checked. */
export type RequestInput = { [K in Request["kind"]]: { kind: K; data: Extract<Request, { kind: K }>["data"] } }[Request["kind"]];

/**
 * Saves a request (a tour, an inquiry, a consultation or a listing) about `subject`, received now
 * and owned by whoever is signed in; throws the store's StoreError when it cannot.
 */
export async function saveRequest(subject: string, input: RequestInput, store: WritableStore = writableStore): Promise<Request> {
  const record = {
    ...input,
    id: createId(),
    ...currentOwner(),
    createdAt: new Date().toISOString(),
    subject,
    status: "received",
  } as Request;
  return store.requests.create(record);
}
