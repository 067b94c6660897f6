/**
 * Server clock minus device clock, from an answer's `serverTime` and the device time it arrived at: every
 * countdown reads the device time plus this, so a device clock set wrong never moves an end.
 */
export const serverClockOffsetMs = (serverTime: string, receivedAt: number): number =>
  Date.parse(serverTime) - receivedAt;
