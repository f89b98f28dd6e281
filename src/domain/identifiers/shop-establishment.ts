import { boundedIdentifier } from './normalise';

// Shop and establishment registration numbers: each state's labour department has its own format
// (MH 'MUMBAI/WARD-A/12345678', KA 'SEA/BNG/0012/2019', DL '2021012345'...), so only what they all share
// is checked: letters and digits in groups joined by '/' or '-', with at least one digit.
const SHOP_ESTABLISHMENT_PATTERN = /^[A-Z0-9]+(?:[/-][A-Z0-9]+)*$/;
export const SHOP_ESTABLISHMENT_MIN_LENGTH = 5;
export const SHOP_ESTABLISHMENT_LENGTH = 30;

export const SHOP_ESTABLISHMENT_MESSAGE = 'Please enter a valid shop and establishment registration number.';

export function isValidShopEstablishmentNumber(raw: string): boolean {
  const number = boundedIdentifier(raw, SHOP_ESTABLISHMENT_LENGTH);
  return (
    number !== null &&
    number.length >= SHOP_ESTABLISHMENT_MIN_LENGTH &&
    SHOP_ESTABLISHMENT_PATTERN.test(number) &&
    /[0-9]/.test(number)
  );
}
