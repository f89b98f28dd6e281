// The feature's public face for the other features: what the forms preview needs to draw a step as the step screen does.
export { domainWidgetRegistry } from './domain-widget-registry';
export { enumCatalogue } from './enum-catalogue';
export { queryOptionsLoader } from './query-options-loader';
