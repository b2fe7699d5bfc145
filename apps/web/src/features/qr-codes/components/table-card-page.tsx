import { Button, Center, Group, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/shared/components/load-error';
import { paths } from '@/shared/config/paths';
import { useUserdata } from '@/shared/hooks/use-session';
import { useQrCode } from '../api/qr-code';
import { QrCodeImage } from './qr-code-image';
import classes from './table-card.module.css';

/*
 * The page is A4 with no margin (the sheet has its own), and so no header or footer from the
 * browser. Set only while the card is on screen: an `@page` rule in a style sheet would stay
 * after leaving and apply to every later print (the kitchen ticket is 80 mm wide).
 */
const printPage = '@page { size: A4; margin: 0; }';

/**
 * /qrcode/card: the A4 card to put on tables — the restaurant's logo and name, its page's QR code
 * (SVG, sharp at any size) and "scan to see the menu" in French and English — with a Print button
 * and a way back, both left out of the printout.
 */
export function TableCardPage() {
  const { t } = useTranslation();
  const userdata = useUserdata();
  const code = useQrCode('page', 'svg');
  useDocumentTitle(`${t('qr.card.title')} · ${t('app.name')}`);
  const name = userdata?.name ?? '';
  const logo = userdata?.logo_image ? `${userdata.imageUrl}${userdata.logo_image}` : null;

  return (
    <div className={classes.screen}>
      <style>{printPage}</style>
      <Group justify="space-between" wrap="nowrap" className={`${classes.toolbar} ${classes.noPrint}`}>
        <Button
          component={Link}
          to={paths.qrCode.getHref()}
          variant="subtle"
          aria-label={t('qr.card.back')}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('qr.card.backShort')}
        </Button>
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          disabled={!code.data}
          onClick={() => window.print()}
        >
          {t('qr.card.print')}
        </Button>
      </Group>
      {code.isError && !code.data && (
        <Center className={`${classes.toolbar} ${classes.noPrint}`}>
          <LoadError error={code.error} onRetry={() => void code.refetch()} />
        </Center>
      )}
      <main className={classes.sheet} aria-label={t('qr.card.label')}>
        {logo && <img className={classes.logo} src={logo} alt={t('qr.card.logoAlt', { name })} />}
        <h1 className={classes.name}>{name}</h1>
        {code.data ? (
          <QrCodeImage file={code.data} alt={t('qr.card.qrAlt', { url: code.data.text })} className={classes.code} />
        ) : (
          <Center className={classes.code}>{!code.isError && <Loader aria-label={t('common.loading')} />}</Center>
        )}
        <p className={classes.scan} lang="fr">
          {t('qr.card.scanFrench')}
        </p>
        <p className={classes.scanOther} lang="en">
          {t('qr.card.scanEnglish')}
        </p>
        {code.data && <p className={classes.address}>{code.data.text}</p>}
      </main>
    </div>
  );
}
