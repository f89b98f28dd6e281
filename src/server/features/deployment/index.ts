// The feature's public face for the other features: why a deployment came back, which the opportunity shows.
export { withCseRejections } from './deployment-reviews';
