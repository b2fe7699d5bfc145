/*
 * Stands in for the AppShell parts the partner layout does not use (build/app-shell-parts.ts):
 * with no aside and no footer given, Mantine's own sizing code sets nothing either.
 */
const drawsNothing = () => null;

export const AppShellAside = drawsNothing;
export const AppShellFooter = drawsNothing;
export const AppShellSection = drawsNothing;
export const assignAsideVariables = (): void => undefined;
export const assignFooterVariables = (): void => undefined;
