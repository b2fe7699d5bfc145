import { Button, Paper, Text, Title } from '@mantine/core';
import { can } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, matchPath, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useRole } from '@/shared/hooks/use-session';
import { screenPermissions } from '@/shared/lib/permissions';

/** A screen reached by its address that the member's role does not open: said, with the way back. */
function NotForRole() {
  const { t } = useTranslation();
  const role = useRole();
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('team.notYours.title')}
      </Title>
      <Paper withBorder radius="lg" p="md" role="alert">
        <Text>{t('team.notYours.text', { role: t(`team.roles.${role}`) })}</Text>
        {/* The orders, where every member lands after signing in. */}
        <Button component={Link} to={paths.order.getHref()} size="xs" variant="light" mt="sm">
          {t('team.notYours.back')}
        </Button>
      </Paper>
    </>
  );
}

/**
 * Each member sees only the screens of their role: a screen of another
 * permission shows why instead, and the home of a member who does not edit the menu is the
 * orders. The check lives in the partner layout, so the public pages carry none of it.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const role = useRole();
  const { pathname } = useLocation();
  if (!can(role, 'menu') && (pathname === paths.root.path || pathname.toLowerCase() === paths.home.path)) {
    return <Navigate to={paths.order.getHref()} replace />;
  }
  const needed = Object.entries(screenPermissions).find(([path]) =>
    matchPath({ path, caseSensitive: false }, pathname),
  );
  return needed && !can(role, needed[1]) ? <NotForRole /> : <>{children}</>;
}
