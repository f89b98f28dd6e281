import { useEffect, useRef, type ReactNode } from 'react';
import classes from './shell-dialog.module.css';

/**
 * A dialog of the shell (offline, alert) on the browser's own <dialog>: showModal() gives the focus
 * trap, the inert page behind and the top layer. Mantine's Modal would bring its scroll area and
 * positioning library into every first load, for dialogs that most visits never open.
 */
export function ShellDialog({
  opened,
  onEscape,
  labelledBy,
  fullScreen = false,
  children,
  ...data
}: {
  opened: boolean;
  /** What Escape does; without it, Escape leaves the dialog open. */
  onEscape?: () => void;
  /** The id of the dialog's title, which names it for assistive technology. */
  labelledBy: string;
  fullScreen?: boolean;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // Without an onEscape, the browser is told not to close it on Escape or the back gesture.
      closedby={onEscape ? 'closerequest' : 'none'}
      className={fullScreen ? `${classes.dialog} ${classes.fullScreen}` : classes.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onEscape?.();
      }}
      // A browser without closedby closes a dialog on a second Escape even when the first was
      // refused: one that should still be open opens again.
      onClose={(event) => {
        if (opened && !event.currentTarget.open) event.currentTarget.showModal();
      }}
      {...data}
    >
      {opened && children}
    </dialog>
  );
}
