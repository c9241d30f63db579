import { createId, store } from "@/lib/store";
import type { Request } from "@/lib/schemas/request";
import { currentOwner } from "@/lib/account/current-owner";

type RequestInput = { [K in Request["kind"]]: { kind: K; data: Extract<Request, { kind: K }>["data"] } }[Request["kind"]];

/** Saves a request through the browser store; throws the store's StoreError when it cannot. */
export async function saveRequest(subject: string, input: RequestInput): Promise<Request> {
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
