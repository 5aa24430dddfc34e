/** A numeric column as a number: PostgreSQL hands `numeric` back as a string ('12.500'); null stays null. */
export const num = (v: string | null) => (v === null ? null : Number(v));

/** Not filled in: undefined, null or the empty string. */
export const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Kilograms and cubic metres as the numeric(…, 3) columns keep them. */
export const round3 = (n: number) => Math.round(n * 1000) / 1000;
