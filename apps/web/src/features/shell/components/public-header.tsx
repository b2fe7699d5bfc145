import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/shared/components/brand';
import { LanguageSwitch } from '@/shared/components/language-switch';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/hooks/use-session';
import { SocialLinks } from './social-links';
import { StoreBadges } from './store-badges';
import { useLogoutAction } from './use-logout-action';
import classes from './public-layout.module.css';

export function PublicHeader() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [menuOpened, menu] = useDisclosure(false);
  const { logout, isPending } = useLogoutAction('auth');

  const account = loggedIn ? (
    <Button variant="subtle" color="dark" onClick={logout} loading={isPending}>
      {t('nav.logout')}
    </Button>
  ) : (
    <Button component={Link} to={paths.login.getHref()} variant="subtle" color="dark">
      {t('nav.signIn')}
    </Button>
  );
  const primary = loggedIn ? (
    <Button component={Link} to={paths.itemList.getHref()}>
      {t('nav.items')}
    </Button>
  ) : (
    <Button component={Link} to={paths.registration.getHref()}>
      {t('nav.becomePartner')}
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Group gap="xs" visibleFrom="sm" wrap="nowrap" component="nav" aria-label={t('nav.mainMenu')}>
              {account}
              {primary}
            </Group>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpened}
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="85%"
        title={t('nav.mainMenu')}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack
          gap="md"
          onClick={(event) => {
            // Following a link closes the menu.
            if ((event.target as HTMLElement).closest('a,button')) menu.close();
          }}
        >
          <Stack gap="xs">
            {loggedIn ? (
              <Button variant="default" onClick={logout} loading={isPending} fullWidth>
                {t('nav.logout')}
              </Button>
            ) : (
              <Button component={Link} to={paths.login.getHref()} variant="default" fullWidth>
                {t('nav.signIn')}
              </Button>
            )}
            {!loggedIn && (
              <Button component={Link} to={paths.registration.getHref()} fullWidth>
                {t('nav.becomePartner')}
              </Button>
            )}
            {loggedIn && (
              <Button component={Link} to={paths.itemList.getHref()} fullWidth>
                {t('nav.items')}
              </Button>
            )}
          </Stack>
          <Divider />
          <Text fw={600} size="sm">
            {t('footer.followUs')}
          </Text>
          <SocialLinks />
          <Text fw={600} size="sm">
            {t('footer.downloadApp')}
          </Text>
          <StoreBadges />
        </Stack>
      </Drawer>
    </Box>
  );
}
