import { Box } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

/** Header, page and footer of every public screen. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();

  // Footer links point at parts of the landing page (/home#about): bring them into view.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, pathname]);

  return (
    <Box className={classes.page}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PublicHeader />
      <Box component="main" id="main" className={classes.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
