import '../tests/web/jsdom-shims';

// Tells React that updates are wrapped in act(), as Testing Library does under `npm test`.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
