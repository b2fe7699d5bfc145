import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo and name, linking to the home page. */
export function Brand({ to = '/home', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('app.home')}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="md" color="brand" variant="filled" aria-hidden>
          <IconToolsKitchen2 size={22} />
        </ThemeIcon>
        {!compact && (
          <div>
            {/* One line at any width; on phones the tagline gives its room to the name. */}
            <Text fw={800} fz={{ base: 'md', xs: 'lg' }} lh={1.1} c="brand.9" style={{ whiteSpace: 'nowrap' }}>
              {t('app.name')}
            </Text>
            <Text size="xs" c="dimmed" lh={1.1} visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
              {t('app.tagline')}
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
}
