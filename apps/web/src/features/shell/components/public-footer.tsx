import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { site } from '@/shared/config/site';
import { SocialLinks } from './social-links';
import { StoreBadges } from './store-badges';
import classes from './public-layout.module.css';

/** A titled list of links, a navigation landmark of its own. */
function LinkColumn({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <Stack gap={6} component="nav" aria-label={title}>
      <Text fw={700} size="sm" tt="uppercase">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} className={classes.footerLink} underline="hover">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  const discover = [
    { label: t('footer.service'), to: '/home#services' },
    { label: t('footer.whoWeAre'), to: '/home#about' },
    { label: t('footer.contact'), to: '/home#contact' },
    { label: t('footer.blog'), to: site.blog },
  ];
  const legal = [
    { label: t('footer.privacy'), to: paths.privacy.getHref() },
    { label: t('footer.terms'), to: paths.terms.getHref() },
  ];

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={40}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={32}>
          <Stack gap="sm">
            <Text fw={800} size="lg">
              {t('app.name')}
            </Text>
            <Text size="sm" className={classes.muted}>
              {t('footer.about')}
            </Text>
            <SocialLinks variant="dark" />
          </Stack>
          <LinkColumn title={t('footer.discover')} links={discover} />
          <LinkColumn title={t('footer.legal')} links={legal} />
          <Stack gap="sm">
            <Text fw={700} size="sm" tt="uppercase">
              {t('footer.downloadApp')}
            </Text>
            <StoreBadges />
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={32} pt="md" className={classes.footerBottom} gap="xs">
          <Text size="xs" className={classes.muted}>
            {t('footer.copyright')}
          </Text>
          <Text size="xs" className={classes.muted}>
            {t('footer.version', { version: site.version })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
