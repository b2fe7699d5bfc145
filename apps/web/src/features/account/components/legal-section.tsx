import { ALLERGEN_NOTICE_MAX_LENGTH, can, LEGAL_NAME_MAX_LENGTH } from '@portal/contract';
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/shared/hooks/use-session';
import { AccountSection } from './account-section';
import type { AccountFormState } from './account-form-values';

/** The legal identity printed on the sales statements, and the allergen notice of the public page. */
export function LegalSection({ form }: { form: AccountFormState }) {
  const { t } = useTranslation();
  // The legal identity is the owner's to change (the server refuses it to anyone else).
  const ownerOnly = !can(useRole(), 'legal');
  const ownerOnlyHint = ownerOnly ? t('account.ownerOnly') : undefined;
  return (
    <AccountSection id="account-legal" title={t('account.legal.title')} description={t('account.legal.intro')}>
      <Stack gap="md">
        <TextInput
          label={t('account.legal.legalName')}
          placeholder={t('account.legal.legalNamePlaceholder')}
          autoComplete="organization"
          maxLength={LEGAL_NAME_MAX_LENGTH}
          readOnly={ownerOnly}
          description={ownerOnlyHint}
          {...form.getInputProps('legal_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.legal.siret')}
            placeholder="123 456 789 00012"
            inputMode="numeric"
            autoComplete="off"
            readOnly={ownerOnly}
            {...form.getInputProps('siret')}
          />
          <TextInput
            label={t('account.legal.vatNumber')}
            placeholder="FR12 123456789"
            autoComplete="off"
            autoCapitalize="characters"
            readOnly={ownerOnly}
            {...form.getInputProps('vat_number')}
          />
        </SimpleGrid>
        <Textarea
          label={t('account.legal.allergenNotice')}
          description={t('account.legal.allergenNoticeHint')}
          placeholder={t('account.legal.allergenNoticePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ALLERGEN_NOTICE_MAX_LENGTH}
          {...form.getInputProps('allergen_notice')}
        />
      </Stack>
    </AccountSection>
  );
}
