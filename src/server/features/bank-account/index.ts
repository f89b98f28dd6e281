// The feature's public face for the other features: the name on the merchant's PAN, which KYC matches too.
export { panNameOf } from './pan-name';
