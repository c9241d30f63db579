import { refuse, type PacketResult } from "./packet-format";

/**
 * A contract PDF read in a Web Worker (read-packet.worker.ts), so a hostile file cannot freeze or
 * crash the page: the bytes are transferred to it, and if it has not answered within the budget,
 * or fails (out of memory), it is ended and the file refused with the reason. A worker cannot
 * measure its own heap; what bounds its memory is the file-size cap, the pre-scan before pdf-lib
 * loads (pdf-prescan.ts), and this budget (README).
 */
export const READ_BUDGET_MS = 5000;
/** Loading the worker's code (pdf-lib and the schema) is not reading the file: it gets its own, longer limit. */
export const LOAD_BUDGET_MS = 60_000;

export type PacketWorker = Pick<Worker, "postMessage" | "terminate" | "addEventListener">;

function packetWorker(): PacketWorker {
  return new Worker(new URL("./read-packet.worker.ts", import.meta.url));
}

export function readPacketInWorker(
  bytes: ArrayBuffer,
  { budgetMs = READ_BUDGET_MS, start = packetWorker }: { budgetMs?: number; start?: () => PacketWorker } = {},
): Promise<PacketResult> {
  return new Promise((resolve) => {
    const worker = start();
    const finish = (result: PacketResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    let timer = setTimeout(() => finish(refuse("crashed")), LOAD_BUDGET_MS);
    worker.addEventListener("message", (event: MessageEvent<PacketResult | "ready">) => {
      if (event.data !== "ready") return finish(event.data);
      // The budget counts from the moment the worker can read, not while its code downloads.
      clearTimeout(timer);
      timer = setTimeout(() => finish(refuse("tooSlow")), budgetMs);
    });
    worker.addEventListener("error", (event: Event) => {
      event.preventDefault();
      finish(refuse("crashed"));
    });
    worker.addEventListener("messageerror", () => finish(refuse("crashed")));
    worker.postMessage(bytes, [bytes]);
  });
}
