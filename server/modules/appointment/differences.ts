/**
 * Scales and tape measures differ: a received weight or cube within 1% of the order's value is
 * no difference. Cartons are counted, so any difference counts.
 */
export const SCALE_TOLERANCE = 0.01;
const offBeyondTolerance = (got: number, expected: number) => Math.abs(got - expected) > SCALE_TOLERANCE * expected + 1e-9;

export type Difference = 'boxes' | 'weight' | 'cube';

/**
 * What one order's received figures differ in from what that order announced. Shared by the
 * receipt (which sums them into the appointment's diffFlags) and the FCR, which must judge each
 * order by its own figures: an appointment's flags speak for all its orders at once.
 */
export function differences(received: { boxes: number; weight: number; cube: number }, announced: { boxes: number; weight: number; cube: number }): Difference[] {
  const found: Difference[] = [];
  if (received.boxes !== announced.boxes) found.push('boxes');
  if (offBeyondTolerance(received.weight, announced.weight)) found.push('weight');
  if (offBeyondTolerance(received.cube, announced.cube)) found.push('cube');
  return found;
}
