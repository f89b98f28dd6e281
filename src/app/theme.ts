import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** A target a thumb can hit on a phone: 44 px, whatever size a screen gives its control. */
const TAP_TARGET = 44;

// Text must stand out 4.5:1 from its background (WCAG AA), in sunlight on a cheap screen too.
// Mantine's shades 7 to 9 of these colours are too light for that: its green 6 (the default primary)
// gives white text 2.4:1. Shades 0 to 6 stay Mantine's (the light backgrounds, borders); 7 to 9 are
// darker, so that with shade 8 as the primary shade a filled button's white text, an outline badge
// on white, and a light button's or alert's text (shade 9 on shade 1) all reach 4.5:1.
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2f9e44', '#237a35', '#1b5e20'];
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#e03131', '#c92a2a', '#a51d1d'];
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#ca8a04', '#a16207', '#854d0e'];
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#ea580c', '#c2410c', '#9a3412'];

/** The name of a dialog's close icon (not "Close" alone: a dialog may have a Close button of its own). */
export const CLOSE_DIALOG = { 'aria-label': 'Close dialog' };

/**
 * Accent green, errors red (spec section 9). Components are styled by name, not through
 * Component.extend, which would bring each component into the first load whether a screen shows it or not.
 */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  colors: { green, red, yellow, orange },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    // A label that does not fit its place wraps onto a second line rather than being cut off, and a
    // button in a row never narrows below its longest word: its root clips what overflows it.
    Button: { styles: { root: { minHeight: TAP_TARGET, minWidth: 'min-content' }, label: { whiteSpace: 'normal', lineHeight: 1.2 } } },
    ActionIcon: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
    // Links drawn as buttons (mark lost...); an inline link in a sentence is not a block and keeps its line.
    Anchor: { styles: { root: { minHeight: TAP_TARGET } } },
    Tabs: { styles: { tab: { minHeight: TAP_TARGET } } },
    Chip: { styles: { label: { minHeight: TAP_TARGET } } },
    // A checkbox, radio or switch is tapped anywhere on its row, at least 44 px tall, rather than on
    // its 20 px box alone (theme.module.css): the agent aims at the words, and a 44 px box would
    // crowd a list of choices. A switch's hidden input already covers its whole row.
    Checkbox: { classNames: { body: classes.choiceRow, inner: classes.choiceControl, label: classes.choiceLabel } },
    Radio: { classNames: { body: classes.choiceRow, inner: classes.choiceControl, label: classes.choiceLabel } },
    Switch: { classNames: { body: classes.choiceRow } },
    // Its steppers, two 44 px squares side by side over the box's full height.
    NumberInput: {
      defaultProps: { rightSectionWidth: 2 * TAP_TARGET },
      classNames: { controls: classes.steppers, control: classes.stepper },
      styles: { section: { top: 0, bottom: 0 } },
    },
    // A row of the steps drawer, the menu drawer.
    NavLink: { styles: { root: { minHeight: TAP_TARGET } } },
    Input: { styles: { input: { minHeight: TAP_TARGET } } },
    // A dialog's or a notification's close button.
    CloseButton: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
    // Their close buttons are an icon alone: named for screen readers. A dialog giving its own
    // closeButtonProps replaces these and names its button itself.
    Modal: { defaultProps: { closeButtonProps: CLOSE_DIALOG } },
    Drawer: { defaultProps: { closeButtonProps: CLOSE_DIALOG } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A spinner named "Loading ..." is announced as a status; a bare span may not carry a name.
    Loader: { defaultProps: { role: 'status' } },
    // The clear button of a select or search box.
    InputClearButton: { styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } },
  },
});

/** Mantine's dimmed text (gray 6) and error text (red 6) are 3.3:1 on white: one shade darker each reads 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
