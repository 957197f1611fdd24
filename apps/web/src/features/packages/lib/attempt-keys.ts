/**
 * The idempotency key of a purchase attempt, per package, kept in this tab until the server has answered:
 * a request whose answer was lost (no connection) is sent again under the same key, so the server finds the
 * purchase it already made instead of making a second one.
 */
const open = new Map<number, string>();

export const purchaseAttempts = {
  keyFor(productId: number): string {
    let key = open.get(productId);
    if (!key) {
      key = crypto.randomUUID().replaceAll('-', '');
      open.set(productId, key);
    }
    return key;
  },
  /** The server answered (whatever it said): the next attempt is a new purchase. */
  settle(productId: number): void {
    open.delete(productId);
  },
};
