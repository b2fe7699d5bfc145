import { SUPPORTED_LOCALES, normalizeLocale, type Locale } from '@portal/contract';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';

/** FR / EN switch; the choice is stored under `locale` and `lang` and survives logout. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const current = normalizeLocale(i18n.language);
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {SUPPORTED_LOCALES.map((locale: Locale) => (
        <Button
          key={locale}
          size={size}
          px={8}
          variant={current === locale ? 'filled' : 'subtle'}
          color={current === locale ? 'brand' : 'gray'}
          aria-pressed={current === locale}
          lang={locale}
          onClick={() => void changeLocale(locale)}
        >
          {/* The spoken name starts with the visible code ("FR – Français"), as voice control expects. */}
          {locale.toUpperCase()}
          <VisuallyHidden> – {t(`language.${locale}`)}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
