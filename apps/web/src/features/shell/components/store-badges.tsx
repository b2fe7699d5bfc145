import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { site } from '@/shared/config/site';
import classes from './store-badges.module.css';

/** App-store badges drawn as styled links (no external images under our CSP). */
export function StoreBadges() {
  const { t } = useTranslation();
  const badges = [
    { name: 'App Store', caption: t('stores.appStoreCaption'), href: site.stores.appStore, Icon: IconBrandApple },
    {
      name: 'Google Play',
      caption: t('stores.googlePlayCaption'),
      href: site.stores.googlePlay,
      Icon: IconBrandGooglePlay,
    },
  ];
  return (
    <Group gap="sm">
      {badges.map(({ name, caption, href, Icon }) => (
        <UnstyledButton
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.badge}
        >
          <Icon size={24} aria-hidden />
          <span>
            <Text span display="block" size="10px" lh={1.1}>
              {caption}
            </Text>
            <Text span display="block" fw={700} size="sm" lh={1.1}>
              {name}
            </Text>
          </span>
        </UnstyledButton>
      ))}
    </Group>
  );
}
