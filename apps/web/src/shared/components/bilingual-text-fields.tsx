import type { Locale } from '@portal/contract';
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { FormValues } from '../lib/form';

/** One language's field: the form path it edits and its texts. */
export interface BilingualField<Values> {
  path: LooseKeys<Values>;
  label: string;
  placeholder?: string;
  /** A fuller name for screen readers than the visible label (e.g. "Option 2: name in French"). */
  'aria-label'?: string;
}

export interface BilingualTextFieldsProps<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  fr: BilingualField<Values>;
  en: BilingualField<Values>;
  maxLength: number;
  /** A description rather than a name: a growing text area. */
  multiline?: boolean;
  /** Side by side from small screens up ('columns', the default) or one under the other ('stack'). */
  layout?: 'columns' | 'stack';
  /** Places each field in the caller's own layout instead (e.g. the cells of a grid row). */
  wrapEach?: (field: ReactNode, language: Locale) => ReactNode;
}

/**
 * A French and an English text field for the same thing (a dish's name, an add-on's title, ...):
 * French first, each with its `lang` so that it is spelt-checked and read out in its language.
 */
export function BilingualTextFields<Values extends FormValues>({
  form,
  fr,
  en,
  maxLength,
  multiline = false,
  layout = 'columns',
  wrapEach,
}: BilingualTextFieldsProps<Values>) {
  const fieldOf = (language: Locale, field: BilingualField<Values>) => {
    const props = {
      label: field.label,
      placeholder: field.placeholder,
      'aria-label': field['aria-label'],
      maxLength,
      lang: language,
      ...form.getInputProps(field.path),
    };
    return multiline ? <Textarea autosize minRows={3} maxRows={8} {...props} /> : <TextInput {...props} />;
  };
  const frField = fieldOf('fr', fr);
  const enField = fieldOf('en', en);

  if (wrapEach) {
    return (
      <>
        {wrapEach(frField, 'fr')}
        {wrapEach(enField, 'en')}
      </>
    );
  }
  const Layout = layout === 'stack' ? Stack : SimpleGrid;
  return (
    <Layout {...(layout === 'stack' ? { gap: 'sm' } : { cols: { base: 1, sm: 2 }, spacing: 'md' })}>
      {frField}
      {enField}
    </Layout>
  );
}
