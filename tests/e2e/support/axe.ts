import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's rules for WCAG 2.0 and 2.1 A and AA, and 2.2's AA (the target size). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on the page, for the WCAG rules. It runs in the page itself (legacy mode): the default
 * mode gathers each frame's results and then opens a blank page to finish them, which doubles the
 * time a screen takes to check and exists for cross-origin frames, which the app has none of.
 * Every element is still checked against every rule, but only the violations come back whole: the
 * elements that passed, a megabyte and a half of results on the leads list, would cost as long to
 * send out of the page and read as checking them did. (`options` replaces the rules `withTags`
 * chooses, so it comes first.)
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
}
