export interface Position {
  latitude: number;
  longitude: number;
}

/** A position a few minutes old still tells where the shop is; the agent is not kept waiting for a fresh one. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 };

/**
 * Asks for the phone's position, to tag a photo with where it was taken. Resolves null when there is
 * none (no permission, no fix, no geolocation): a photo never waits for it and is never refused for it.
 */
export function askPosition(): Promise<Position | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      POSITION_OPTIONS,
    );
  });
}
