import { TextInput } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What the stand-in of a deferred field reads of its props. */
interface StandInProps {
  label?: ReactNode;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  w?: number | string;
  'aria-label'?: string;
}

/**
 * A field whose code loads once a form using it is first drawn, so that screens keep their
 * first-visit weight; until then a plain field shows its label and `shown(value)` and passes on
 * what is typed as `read(typed)` gives it, the value the loaded field would give (a moment at
 * most). Every use of the field shares the one load.
 */
export function deferredField<Props extends StandInProps>(
  load: () => Promise<ComponentType<Props>>,
  shown: (value: string) => string,
  read: (typed: string) => string = (typed) => typed,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  return function DeferredField(props: Props) {
    const [Field, setField] = useState<ComponentType<Props> | null>(() => loaded);
    useEffect(() => {
      if (Field) return;
      let live = true;
      loading ??= load().then((component) => (loaded = component));
      loading.then(
        (component) => live && setField(() => component),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Field]);
    if (Field) return <Field {...props} />;
    return (
      <TextInput
        label={props.label}
        aria-label={props['aria-label']}
        error={props.error}
        w={props.w}
        value={shown(props.value ?? '')}
        onChange={(event) => props.onChange(read(event.currentTarget.value))}
      />
    );
  };
}
