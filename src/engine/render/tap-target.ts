/**
 * A control a thumb can hit on a phone: at least 44 px tall (Mantine's default input is 36). Kept on
 * its own, apart from the field renderer, so that a screen sizing its buttons does not pull the
 * renderer into its chunk.
 */
export const TAP_TARGET_PX = 44;
