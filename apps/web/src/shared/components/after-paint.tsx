import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A field whose code (a UI kit component and what it brings) loads after the form's first paint.
 * Until it has arrived, `placeholder` draws the field with the same label and value; the real
 * field then replaces it and takes the focus if the placeholder had it. Every such field shares
 * one load.
 */
export function afterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: (props: Props) => ReactNode,
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
    const hadFocus = useRef(false);

    useEffect(() => {
      if (Field) return;
      let live = true;
      fetchCode().then(
        (component) => {
          if (!live) return;
          hadFocus.current = !!box.current?.contains(document.activeElement);
          setField(() => component);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Field]);

    useLayoutEffect(() => {
      if (!Field || !hadFocus.current) return;
      hadFocus.current = false;
      box.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    }, [Field]);

    return (
      <div ref={box} style={{ display: 'contents' }}>
        {Field ? <Field {...props} /> : placeholder(props)}
      </div>
    );
  }
  return Object.assign(AfterFirstPaint, { load: () => fetchCode().then(() => undefined) });
}
