import {
  forwardRef,
  type ButtonHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import AppLink from '@/components/AppLink';
import { Spinner } from '@/components/Spinner';
import styles from './button.module.css';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonColor = 'primary' | 'error' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

interface LookProps {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** The class names of a button's look, for an element that must be something else (a label). */
export function buttonClassName({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: LookProps & { className?: string }): string {
  return [
    styles.button,
    styles[variant],
    color === 'primary' ? '' : styles[color],
    size === 'medium' ? '' : styles[size],
    fullWidth ? styles.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({
  startIcon,
  endIcon,
  busy,
  children,
}: {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      {startIcon && <span className={styles.icon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.icon}>{endIcon}</span>}
    </>
  );
  if (!busy) return content;
  return (
    <>
      <span className={styles.busyLabel}>{content}</span>
      <span className={styles.busySpinner}>
        <Spinner size={20} />
      </span>
    </>
  );
}

type ButtonProps = LookProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Disabled, with a spinner over the label and aria-busy, while an action runs. */
    busy?: boolean;
  };

/**
 * A button in the look of the theme's MUI Button, as a plain `<button>` (type "button" unless
 * given): the account, checkout, order and parcel screens use it so that their pages load no MUI.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    color,
    size,
    fullWidth,
    startIcon,
    endIcon,
    busy = false,
    className,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClassName({ variant, color, size, fullWidth, className })}
      {...rest}
    >
      <Content startIcon={startIcon} endIcon={endIcon} busy={busy}>
        {children}
      </Content>
    </button>
  );
});

type ButtonLinkProps = LookProps &
  Omit<ComponentPropsWithoutRef<typeof AppLink>, 'children' | 'color'> & {
    children: ReactNode;
  };

/** A link to a page of the shop in the look of a Button (navigation is a link, not a button). */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <AppLink className={buttonClassName({ variant, color, size, fullWidth, className })} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </AppLink>
  );
}

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Required: an icon button has no text of its own. */
  'aria-label': string;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'error';
  /** Pulls the button into the padding on that side, like MUI's `edge`. */
  edge?: 'start' | 'end';
};

/** MUI's IconButton as a plain round `<button>`; the icon inside is decorative. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'medium', color = 'default', edge, className, type = 'button', children, ...rest },
  ref,
) {
  const classes = [
    styles.iconButton,
    size === 'small' ? styles.small : '',
    color === 'default' ? '' : styles[color],
    edge === 'start' ? styles.edgeStart : edge === 'end' ? styles.edgeEnd : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      {children}
    </button>
  );
});
