import type { ReactNode } from 'react';
import { SvgFrame } from '@/components/icons/Icon';
import styles from './stepper.module.css';

export interface Step {
  label: ReactNode;
  /** A line under the label (a time, a hint). */
  detail?: ReactNode;
}

const TICK =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/**
 * Steps in order with the current one marked (MUI's Stepper with alternativeLabel), as an `<ol>`:
 * steps before `activeStep` are done (a tick), `activeStep` is current (aria-current="step"). An
 * `activeStep` of `steps.length` means all are done. `downOnPhones` lays the steps down the page
 * below 600 px (MUI's vertical Stepper) and across from there.
 */
export function Stepper({
  steps,
  activeStep,
  label,
  completedLabel,
  downOnPhones = false,
  className,
}: {
  steps: readonly Step[];
  activeStep: number;
  /** The list's accessible name. */
  label: string;
  /** Said after a done step's label to screen readers (a translated "Completed"). */
  completedLabel?: string;
  downOnPhones?: boolean;
  className?: string;
}) {
  const listClasses = [styles.stepper, downOnPhones ? styles.downOnPhones : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <ol className={listClasses} aria-label={label}>
      {steps.map((step, index) => {
        const completed = index < activeStep;
        const active = index === activeStep;
        const classes = [
          styles.step,
          completed ? styles.completed : '',
          active ? styles.active : '',
          completed || active ? styles.reached : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={index} className={classes} aria-current={active ? 'step' : undefined}>
            <span className={styles.icon}>
              {completed ? (
                <SvgFrame size={24}>
                  <path d={TICK} fill="currentColor" />
                </SvgFrame>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{step.label}</span>
              {completed && completedLabel && (
                <span className="visually-hidden"> ({completedLabel})</span>
              )}
              {step.detail && <span className={styles.detail}>{step.detail}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
