import { isWithin, type InputLimit } from "./limits";

/**
 * An input the maths cannot use (owner-use nights above the nights in a year, a share over 100%),
 * with the field it came from and a sentence a page can show beside that field.
 */
export class EconomicsInputError extends RangeError {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = "EconomicsInputError";
    this.field = field;
  }
}

/** True for an EconomicsInputError, by its shape, so a page can test for one without the class. */
export function isEconomicsInputError(error: unknown): error is EconomicsInputError {
  return error instanceof Error && error.name === "EconomicsInputError" && typeof (error as { field?: unknown }).field === "string";
}

/** Throws an EconomicsInputError naming `field` unless `value` is a whole number within `limit`. */
export function requireWithin(field: string, value: number, limit: InputLimit): void {
  if (!isWithin(value, limit)) throw new EconomicsInputError(field, limit.message);
}
