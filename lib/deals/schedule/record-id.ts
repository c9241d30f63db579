/** A schedule record's id: one per contract and account ("1:acc-1"), or the signed-out browser's ("1:this-browser"). */
export function scheduleRecordId(contractId: string, ownerId: string | null | undefined): string {
  return `${contractId}:${ownerId ?? "this-browser"}`;
}
