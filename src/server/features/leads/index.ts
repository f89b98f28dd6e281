// The feature's public face for the other features: making an opportunity, which Business Details' first save does.
export { createOpportunity } from './opportunity-creation';
