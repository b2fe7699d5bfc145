import { Grid, TextInput, type TextInputProps } from '@mantine/core';
import type { FormValues } from '../lib/form';
import { BilingualTextFields, type BilingualTextFieldsProps } from './bilingual-text-fields';

/**
 * A list row's French and English names and its price (an add-on's option, a dish's size), as
 * cells of the row's grid: three across from small screens up; on a phone the English name and
 * the price share a line.
 */
export function NamesAndPriceCells<Values extends FormValues>({
  price,
  ...names
}: Omit<BilingualTextFieldsProps<Values>, 'wrapEach' | 'multiline' | 'layout'> & { price: TextInputProps }) {
  return (
    <>
      <BilingualTextFields
        {...names}
        wrapEach={(field, language) => (
          <Grid.Col span={language === 'fr' ? { base: 12, sm: 4 } : { base: 8, sm: 4 }}>{field}</Grid.Col>
        )}
      />
      <Grid.Col span={{ base: 4, sm: 4 }}>
        <TextInput inputMode="decimal" autoComplete="off" {...price} />
      </Grid.Col>
    </>
  );
}
