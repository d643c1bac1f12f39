import { Fragment, type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '@/shared/components/ui/button';

/**
 * The button that opens an import dialog (product.md §2 "Studio detail", §13). Every opening starts
 * afresh at the upload step (a new dialog each time); closing returns focus here.
 */
export function ImportDialogButton({
  label,
  variant,
  dialog,
}: {
  label: string;
  variant: ButtonVariant;
  dialog(props: { open: boolean; onOpenChange(open: boolean): void }): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⤓</span>
        {label}
      </Button>
      {session > 0 ? (
        // A new key mounts the dialog anew, its state machine at the start.
        <Fragment key={session}>{dialog({ open, onOpenChange: setOpen })}</Fragment>
      ) : null}
    </>
  );
}
