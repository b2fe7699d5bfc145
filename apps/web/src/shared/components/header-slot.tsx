import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/* A place in the partner header that a page can fill (the item list puts its search there). */
const HeaderSlotContext = createContext<{
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
} | null>(null);

export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return <HeaderSlotContext.Provider value={{ target, setTarget }}>{children}</HeaderSlotContext.Provider>;
}

/** Where the header shows what a page puts in it. */
export function HeaderSlot() {
  const slot = useContext(HeaderSlotContext);
  return <div ref={slot?.setTarget} style={{ display: 'flex', flex: 1, justifyContent: 'center', minWidth: 0 }} />;
}

/** The header's slot, or null outside a layout that has one. */
export function useHeaderSlot(): HTMLElement | null {
  return useContext(HeaderSlotContext)?.target ?? null;
}

/** Renders its children in the header's slot. */
export function InHeader({ target, children }: { target: HTMLElement; children: ReactNode }) {
  return createPortal(children, target);
}
