import type { ConfirmStep } from "@/components/deals/steps/confirm-step-dialog";
import type { Contract } from "@/lib/schemas/contract";
import { retryImport } from "@/lib/retry-import";

/**
 * The "Complete the deal" confirmation with the deal room's check added: when required items are
 * missing its description names them (title and button stay, so the step reads the same), and completing anyway records that on the contract's timeline. Nothing
 * blocks the completion; if the room's code cannot load, the step is asked as it was.
 */
export async function withRoomCheck(contract: Contract, step: ConfirmStep): Promise<ConfirmStep> {
  try {
    const room = await retryImport(() => import("@/lib/deals/room/completion-check"));
    const missing = await room.missingAtCompletion(contract);
    if (missing.length === 0) return step;
    return {
      ...step,
      description: `${missing.length} required deal-room ${missing.length === 1 ? "item is" : "items are"} still missing: ${missing.join("; ")}. Completing anyway is recorded on the contract's timeline. ${String(step.description)}`,
      run: async () => {
        await step.run();
        await room.recordCompletionWithMissing(contract.id, missing);
      },
    };
  } catch {
    return step;
  }
}
