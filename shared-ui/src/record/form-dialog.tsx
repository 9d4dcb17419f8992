import type { ReactNode } from 'react';
import { Button, Dialog, type DialogRootProps } from '@chakra-ui/react';
import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { DialogFrame } from '../dialogs/dialog-frame';

interface FrameProps {
  open: boolean;
  title: ReactNode;
  /** Esc, a click outside, Cancel (unless `onCancel`); never while `busy`. */
  onClose: () => void;
  /** Full screen on a phone, this size above (Chakra's dialog sizes). */
  size?: DialogRootProps['size'];
  /** 'inside': a long form scrolls in the card, the title and buttons stay in view. */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  submitLabel?: string;
  cancelLabel?: string;
  /** Cancel's own work (e.g. dropping a draft) before it closes; default `onClose`. */
  onCancel?: () => void;
}

export interface FormDialogProps extends FrameProps {
  /** The submit button's action (the dialog checks and saves; it closes itself through `onClose`). */
  onSubmit: () => void;
  busy?: boolean;
  /** A red submit button, for a step that undoes something (cancelling an interview). */
  destructive?: boolean;
  /** The fields, the form's messages. */
  children: ReactNode;
}

function Frame({
  open,
  onClose,
  busy = false,
  size = { mdDown: 'full', md: 'md' },
  scrollBehavior,
  children,
}: Pick<FrameProps, 'open' | 'onClose' | 'size' | 'scrollBehavior'> & {
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={() => !busy && onClose()}
      size={size}
      scrollBehavior={scrollBehavior}
    >
      {children}
    </DialogFrame>
  );
}

function Parts({
  title,
  children,
  busy,
  destructive = false,
  cancelLabel = 'Cancel',
  submitLabel = 'Save',
  onCancel,
  onSubmit,
}: {
  title: ReactNode;
  children: ReactNode;
  busy: boolean;
  destructive?: boolean;
  cancelLabel?: string;
  submitLabel?: string;
  onCancel: () => void;
  /** Absent: the submit button submits the form around it. */
  onSubmit?: () => void;
}) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          colorPalette={destructive ? 'red' : 'brand'}
          onClick={onSubmit}
          loading={busy}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * The house's dialog with a form in it: a title, the fields, Cancel and the submit button (which shows `busy`); full
 * screen on a phone; Esc and a click outside close it unless it is saving.
 */
export function FormDialog({
  title,
  onSubmit,
  busy = false,
  destructive,
  children,
  onCancel,
  submitLabel,
  cancelLabel,
  ...frame
}: FormDialogProps) {
  return (
    <Frame {...frame} busy={busy}>
      <Parts
        title={title}
        busy={busy}
        destructive={destructive}
        onSubmit={onSubmit}
        onCancel={onCancel ?? frame.onClose}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
      >
        {children}
      </Parts>
    </Frame>
  );
}

export interface FormikDialogProps<V extends FormikValues> extends FrameProps {
  /** The form's values, rules and save (formik); the form exists while the dialog is open. */
  formik: FormikConfig<V>;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

/** `FormDialog` hosting a formik form: its submit button submits the form (Enter in a field too). */
export function FormikDialog<V extends FormikValues>({
  title,
  formik,
  children,
  onCancel,
  submitLabel,
  cancelLabel,
  ...frame
}: FormikDialogProps<V>) {
  return (
    <Frame {...frame}>
      {frame.open && (
        <Formik {...formik}>
          {(form) => (
            <Form noValidate>
              <Parts
                title={title}
                busy={form.isSubmitting}
                onCancel={onCancel ?? frame.onClose}
                submitLabel={submitLabel}
                cancelLabel={cancelLabel}
              >
                {typeof children === 'function' ? children(form) : children}
              </Parts>
            </Form>
          )}
        </Formik>
      )}
    </Frame>
  );
}
