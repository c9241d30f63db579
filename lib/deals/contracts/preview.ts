import type { Contract } from "@/lib/schemas/contract";
import type { Message } from "@/lib/schemas/message";

/**
 * What a contract page can draw before the store answers, known at build time for the sample
 * contracts (lib/deals/contracts/contract-samples.ts). Types only: client components import them too.
 */

/** The contract page's heading: number, property, address and status (see ContractHeading). */
export type ContractHeadingData = Pick<Contract, "id" | "property" | "propertyAddress" | "status">;

/** A sample contract and its thread (only what does not change is shown; see ContractMessages). */
export type ContractMessagesSample = { contract: Contract; messages: readonly Message[] };
