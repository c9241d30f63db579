/**
 * Sign Out for the header and the mobile menu, which ship on every page: the write code (and the
 * storage error messages it carries) loads only when someone presses it.
 */
export async function signOut(): Promise<void> {
  const { clearSession } = await import("./session-write");
  clearSession();
}
