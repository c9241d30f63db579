import { afterEach, describe, expect, it, vi } from "vitest";
import { PACKET_REFUSALS, type PacketResult } from "./packet-format";
import { READ_BUDGET_MS, readPacketInWorker, type PacketWorker } from "./read-in-worker";

/** A stand-in for the worker: records what it was sent and whether it was ended; `say` answers as it would. */
function fakeWorker() {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const state = { sent: [] as unknown[], transferred: [] as unknown[], terminated: false };
  const worker: PacketWorker = {
    postMessage: ((message: unknown, transfer: unknown[]) => {
      state.sent.push(message);
      state.transferred.push(...(transfer ?? []));
    }) as PacketWorker["postMessage"],
    terminate: () => {
      state.terminated = true;
    },
    addEventListener: ((type: string, listener: (event: Event) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }) as PacketWorker["addEventListener"],
  };
  const emit = (type: string, event: Event) => listeners.get(type)?.forEach((listener) => listener(event));
  const say = (data: PacketResult | "ready") => emit("message", new MessageEvent("message", { data }));
  return { worker, state, say, emit };
}

afterEach(() => vi.useRealTimers());

describe("reading a contract PDF in a worker", () => {
  it("transfers the bytes and gives back the worker's answer, then ends the worker", async () => {
    const fake = fakeWorker();
    const bytes = new ArrayBuffer(8);
    const reading = readPacketInWorker(bytes, { start: () => fake.worker });
    expect(fake.state.sent).toEqual([bytes]);
    expect(fake.state.transferred).toEqual([bytes]);
    fake.say("ready");
    fake.say({ ok: false, refusal: "noContract", reason: PACKET_REFUSALS.noContract });
    await expect(reading).resolves.toMatchObject({ refusal: "noContract" });
    expect(fake.state.terminated).toBe(true);
  });

  it("ends a worker that has not answered within the budget and says the file took too long", async () => {
    vi.useFakeTimers();
    const fake = fakeWorker();
    const reading = readPacketInWorker(new ArrayBuffer(8), { start: () => fake.worker });
    fake.say("ready");
    await vi.advanceTimersByTimeAsync(READ_BUDGET_MS - 1);
    expect(fake.state.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reading).resolves.toEqual({ ok: false, refusal: "tooSlow", reason: PACKET_REFUSALS.tooSlow });
    expect(fake.state.terminated).toBe(true);
    expect(PACKET_REFUSALS.tooSlow).toMatch(/^This PDF took too long to read and was refused: /);
  });

  it("counts the budget from the moment the worker's code has loaded", async () => {
    vi.useFakeTimers();
    const fake = fakeWorker();
    const reading = readPacketInWorker(new ArrayBuffer(8), { start: () => fake.worker, budgetMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.state.terminated).toBe(false);
    fake.say("ready");
    await vi.advanceTimersByTimeAsync(100);
    await expect(reading).resolves.toMatchObject({ refusal: "tooSlow" });
  });

  it("refuses the file when the worker fails (out of memory, a thrown error)", async () => {
    const fake = fakeWorker();
    const reading = readPacketInWorker(new ArrayBuffer(8), { start: () => fake.worker });
    fake.say("ready");
    fake.emit("error", new Event("error", { cancelable: true }));
    await expect(reading).resolves.toEqual({ ok: false, refusal: "crashed", reason: PACKET_REFUSALS.crashed });
    expect(fake.state.terminated).toBe(true);
  });
});
