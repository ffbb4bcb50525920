/** The player id the vendors see: the member's id, never a name or phone number. */
export function toPlayerId(memberId: number): string {
  return String(memberId);
}

/** The member a vendor's player id names, when it is a well-formed id (the member may not exist). */
export function parsePlayerId(playerId: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(playerId)) {
    return undefined;
  }
  const id = Number(playerId);
  return Number.isSafeInteger(id) ? id : undefined;
}
