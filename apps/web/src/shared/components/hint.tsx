import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short label shown above an icon button on hover and keyboard focus, drawn by CSS alone; the
 * button keeps its own accessible name. Mantine's Tooltip positions itself through refs and a
 * portal that each set state once mounted: right after the app took the drawn dish list over, its
 * tooltips re-rendered synchronously, and they brought the positioning library to the screen.
 */
export function Hint({
  label,
  below = false,
  wrap = false,
  children,
}: {
  label: string;
  /** Under the button rather than above it (a button near the top of the screen). */
  below?: boolean;
  /** A sentence rather than a name: it wraps within a narrow box. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={classes.hint} data-hint={label} data-below={below || undefined} data-wrap={wrap || undefined}>
      {children}
    </span>
  );
}
