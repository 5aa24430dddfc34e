/**
 * What a module needs from a module above it (the user module counts a department's users for
 * the dept module, which must not import it), handed down when the provider loads so that
 * imports point one way. Asked before it is handed down, it throws: a check that quietly
 * answered "nothing" would let a delete through.
 */
export function providedLater<T extends object>(what: string) {
  let value: T | undefined;
  return {
    provide(given: T) {
      value = given;
    },
    get(): T {
      if (!value) throw new Error(`${what} has not been provided: its module is not loaded`);
      return value;
    },
  };
}
