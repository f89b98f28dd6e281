import { ActionIcon, Anchor, Button, Chip, CloseButton, createTheme, Input, Radio, SegmentedControl, Tabs } from '@mantine/core';

/** A target a thumb can hit on a phone: 44 px, whatever size a screen gives its control. */
const TAP_TARGET = 44;

/** Accent green, errors red (spec section 9). */
export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    Button: Button.extend({ styles: { root: { minHeight: TAP_TARGET } } }),
    ActionIcon: ActionIcon.extend({ styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } }),
    // Links drawn as buttons (mark lost...); an inline link in a sentence is not a block and keeps its line.
    Anchor: Anchor.extend({ styles: { root: { minHeight: TAP_TARGET } } }),
    Tabs: Tabs.extend({ styles: { tab: { minHeight: TAP_TARGET } } }),
    Chip: Chip.extend({ styles: { label: { minHeight: TAP_TARGET } } }),
    // Each choice of a segmented control (a lead's rating) is a target of its own.
    SegmentedControl: SegmentedControl.extend({ styles: { label: { minHeight: TAP_TARGET, display: 'flex', alignItems: 'center', justifyContent: 'center' } } }),
    // A radio is tapped on its row (the circle and its label), not on the 20 px circle alone.
    Radio: Radio.extend({ styles: { body: { minHeight: TAP_TARGET, alignItems: 'center' } } }),
    Input: Input.extend({ styles: { input: { minHeight: TAP_TARGET } } }),
    // A dialog's or a notification's close button.
    CloseButton: CloseButton.extend({ styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } }),
    // The clear button of a select or search box.
    InputClearButton: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
  },
});
