import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * How a stand-in that cannot be used yet (a picker whose list has not arrived) looks: disabled, so
 * that nothing takes a click it could not answer, but drawn as the field will be, without the
 * greyed look of a disabled field.
 */
export const waitingStyles = {
  input: {
    opacity: 1,
    cursor: 'default',
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--input-bg, var(--mantine-color-body))',
  },
} as const;

/**
 * A field whose code (a UI kit component and what it brings) loads after the form's first paint,
 * or (`loadOn: 'use'`) only when the visitor first reaches for it: pointer over it, focus, touch.
 * Until it has arrived, `placeholder` draws the field with the same label and value; the real
 * field then replaces it and takes the focus if the placeholder had it (and, pressed meanwhile,
 * is pressed again: a picker opens). Every such field shares one load.
 */
export function afterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: (props: Props) => ReactNode,
  { loadOn = 'paint' }: { loadOn?: 'paint' | 'use' } = {},
): ComponentType<Props> & { load: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchCode = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };

  function AfterFirstPaint(props: Props) {
    const [Field, setField] = useState<ComponentType<Props> | null>(() => loaded);
    const box = useRef<HTMLDivElement>(null);
    const hadFocus = useRef<{ start: number | null; end: number | null; pressed: boolean } | null>(null);
    const [wanted, setWanted] = useState(loadOn === 'paint');
    const pressed = useRef(false);

    useEffect(() => {
      if (Field || !wanted) return;
      let live = true;
      fetchCode().then(
        (component) => {
          if (!live) return;
          const active = document.activeElement;
          hadFocus.current = null;
          if (active instanceof HTMLInputElement && box.current?.contains(active)) {
            hadFocus.current = { start: active.selectionStart, end: active.selectionEnd, pressed: pressed.current };
          }
          setField(() => component);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Field, wanted]);

    // The field typed in keeps the focus and the caret.
    useLayoutEffect(() => {
      const caret = hadFocus.current;
      if (!Field || !caret) return;
      hadFocus.current = null;
      const input = box.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
      input?.focus();
      if (input && caret.start !== null && caret.end !== null) {
        try {
          input.setSelectionRange(caret.start, caret.end);
        } catch {
          // An input type without a caret (number): the focus is enough.
        }
      }
      if (caret.pressed) input?.click();
    }, [Field]);

    const reachedFor = Field || wanted ? undefined : () => setWanted(true);
    return (
      <div
        ref={box}
        style={{ display: 'contents' }}
        onPointerOver={reachedFor}
        onFocus={reachedFor}
        // A click on the placeholder: the real field gets it again once it is there.
        onClick={
          Field
            ? undefined
            : () => {
                pressed.current = true;
                setWanted(true);
              }
        }
      >
        {Field ? <Field {...props} /> : placeholder(props)}
      </div>
    );
  }
  return Object.assign(AfterFirstPaint, { load: () => fetchCode().then(() => undefined) });
}
