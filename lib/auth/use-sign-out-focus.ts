"use client";

import { useEffect, useRef } from "react";
import type { Session } from "./session";
import { signOut } from "./sign-out";

/**
 * Sign Out removes its own button, so focus would fall to the page: this signs out and then puts
 * focus on the Log In link that replaces the button (attach `loginRef` to it).
 */
export function useSignOutKeepingFocus(session: Session | null) {
  const loginRef = useRef<HTMLAnchorElement>(null);
  const signedOutHere = useRef(false);

  useEffect(() => {
    if (!session && signedOutHere.current) {
      signedOutHere.current = false;
      loginRef.current?.focus();
    }
  }, [session]);

  function signOutHere() {
    signedOutHere.current = true;
    void signOut();
  }

  return { loginRef, signOutHere };
}
