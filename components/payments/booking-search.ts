"use client";

import { createContext } from "react";
import type { BookingPaymentProps } from "./payment-props";

/**
 * The stay being searched on /rent (its filters' dates and guests). The rental cards are server
 * components, so the page's client search provides this, and every booking's CardPaymentButton below it
 * uses it for whatever its own props leave out. Dates may be incomplete or not valid: the dialog
 * then asks for them, filled in with what was there.
 */
export const BookingSearchContext = createContext<Pick<BookingPaymentProps, "checkIn" | "checkOut" | "guests">>({});
