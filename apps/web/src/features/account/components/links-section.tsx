import { WEBSITE_MAX_LENGTH, type TRestaurantProfile } from '@portal/contract';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './account-section';
import type { AccountFormState } from './account-form-values';

/** The restaurant's public page on the platform, and its own website and social pages. */
export function LinksSection({ form, profile }: { form: AccountFormState; profile: TRestaurantProfile }) {
  const { t } = useTranslation();
  const websiteProps = { type: 'url', inputMode: 'url', autoComplete: 'url', maxLength: WEBSITE_MAX_LENGTH } as const;
  return (
    <AccountSection id="account-links" title={t('account.links.title')}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('account.links.publicPage')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.links.publicPageHint')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Anchor
              href={profile.public_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
              aria-label={`${profile.public_url} ${t('account.links.newTab')}`}
            >
              {profile.public_url}
            </Anchor>
            <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </Stack>
        <TextInput
          label={t('account.links.website')}
          placeholder={t('account.links.websitePlaceholder')}
          {...websiteProps}
          {...form.getInputProps('web_restro')}
        />
        <TextInput
          label={t('account.links.instagram')}
          placeholder="https://www.instagram.com/…"
          {...websiteProps}
          {...form.getInputProps('web_instagram')}
        />
        <TextInput
          label={t('account.links.facebook')}
          placeholder="https://www.facebook.com/…"
          {...websiteProps}
          {...form.getInputProps('web_facebook')}
        />
      </Stack>
    </AccountSection>
  );
}
