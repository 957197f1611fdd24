/**
 * The live media playlists of the slot now airing, shared by every viewer on this instance. A playlist's body
 * depends only on its channel, rendition, cap and slot (segment addresses are signed from the top of the hour),
 * so it is built once per slot, by the first request, while the others wait for that same build. Moving to a
 * new slot drops the old slot's playlists: nothing is ever served older than one slot (one segment, 4 s), the
 * time a player waits anyway before it reloads a live playlist. A build that fails is not kept.
 */
export class SlotPlaylistCache {
  private slot = Number.NEGATIVE_INFINITY;
  private readonly bodies = new Map<string, Promise<string>>();

  body(slot: number, key: string, build: () => Promise<string>): Promise<string> {
    if (slot !== this.slot) {
      // A request that read the clock just before the slot changed builds without keeping.
      if (slot < this.slot) return build();
      this.bodies.clear();
      this.slot = slot;
    }
    const kept = this.bodies.get(key);
    if (kept) return kept;
    const building = build();
    this.bodies.set(key, building);
    building.catch(() => {
      if (this.bodies.get(key) === building) this.bodies.delete(key);
    });
    return building;
  }

  /** After a schedule or channel change: the next request builds afresh. */
  clear(): void {
    this.bodies.clear();
  }
}
