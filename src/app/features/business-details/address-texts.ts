// The address widgets' words (pincode lookup and Locate me).
export const addressTexts = {
  lookingUpPincode: 'Looking up the pincode...',
  pincodeFound: (city: string, state: string) => `${city}, ${state}`,
  pincodeStateOnly: (state: string) => `${state}: please choose the city.`,
  pincodeUnknown: 'Please choose the state and city for this pincode.',
  locateMe: 'Locate me',
  locating: 'Locating...',
  located: (city: string, state: string) => `Located in ${city}, ${state}. Please check the address.`,
  locationDenied: 'Location access is turned off for this app. Allow location in the browser settings, or fill in the address.',
  locationUnavailable: 'Your position could not be found. Please try again, or fill in the address.',
  locationUnsupported: 'This browser cannot share its position. Please fill in the address.',
} as const;

/** The name of a sibling field of an address: `input.address.pinCode` -> `input.address.stateCode`. */
export function siblingName(name: string, key: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? key : `${name.slice(0, dot)}.${key}`;
}
