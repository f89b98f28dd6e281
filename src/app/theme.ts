import { createTheme } from '@mantine/core';

/** A target a thumb can hit on a phone: 44 px, whatever size a screen gives its control. */
const TAP_TARGET = 44;

/**
 * Accent green, errors red (spec section 9). Components are styled by name, not through
 * Component.extend, which would bring each component into the first load whether a screen shows it or not.
 */
export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Button: { styles: { root: { minHeight: TAP_TARGET } } },
    ActionIcon: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
    // Links drawn as buttons (mark lost...); an inline link in a sentence is not a block and keeps its line.
    Anchor: { styles: { root: { minHeight: TAP_TARGET } } },
    Tabs: { styles: { tab: { minHeight: TAP_TARGET } } },
    Chip: { styles: { label: { minHeight: TAP_TARGET } } },
    // Each choice of a segmented control (a lead's rating) is a target of its own.
    SegmentedControl: { styles: { label: { minHeight: TAP_TARGET, display: 'flex', alignItems: 'center', justifyContent: 'center' } } },
    // A radio is tapped on its row (the circle and its label), not on the 20 px circle alone.
    Radio: { styles: { body: { minHeight: TAP_TARGET, alignItems: 'center' } } },
    Input: { styles: { input: { minHeight: TAP_TARGET } } },
    // A dialog's or a notification's close button.
    CloseButton: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
    // The clear button of a select or search box.
    InputClearButton: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
  },
});
