/** Google Maps directions to a place: its coordinates when known, else its address; null when neither is. */
export function directionsUrl(position: { latitude?: number | null; longitude?: number | null } | null | undefined, address: string): string | null {
  const query = position?.latitude != null && position.longitude != null ? `${position.latitude},${position.longitude}` : address || null;
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
