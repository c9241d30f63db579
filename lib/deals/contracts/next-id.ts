/**
 * The next contract number: one more than the largest all-digit id ("1" ... "4" -> "5").
 * Ids that are not plain digits are ignored; with none, the first contract is "1".
 * Runs inside the store's write (store.contracts.create(fn)), so two tabs never share one.
 */
export function nextContractId(ids: readonly (string | number)[]): string {
  let largest = 0n;
  for (const id of ids) {
    const text = String(id).trim();
    if (!/^\d+$/.test(text)) continue;
    const value = BigInt(text);
    if (value > largest) largest = value;
  }
  return String(largest + 1n);
}
