/** The business offering for organizations (product.md 9; calls-and-errors.md 7.8). */

/** How many seats a team may buy on its own, without sales (product.md 9). */
export const SELF_SERVE_SEATS = { min: 5, max: 50 } as const;
