// The UI kit's heavier fields on their own, loaded after a form's first paint (`after-paint.tsx`).
export { MultiSelect, NumberInput, Select } from '@mantine/core';
