import type { QrCodeFormat, QrCodeKind } from '@portal/contract';
import { Button, CopyButton, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '@/shared/components/screen-states';
import { LoadError } from '@/shared/components/load-error';
import { paths } from '@/shared/config/paths';
import { toastCallError } from '@/shared/lib/call-toasts';
import { saveFile } from '@/shared/api/file-download';
import { qrCodeQuery, useQrCode, type QrCodeFile } from '../api/qr-code';
import { QrCodeImage } from './qr-code-image';
import classes from './qr-codes.module.css';

/** Under the page's code: its address, to copy or to open. */
function PageAddress({ file }: { file: QrCodeFile }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="center" w="100%">
      <Text size="sm" c="dimmed">
        {t('qr.page.address')}
      </Text>
      <Text fw={700} className={classes.text}>
        {file.text}
      </Text>
      <Group gap="xs" justify="center">
        <CopyButton value={file.text}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('qr.page.copied') : t('qr.page.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="subtle"
          component="a"
          href={file.text}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('qr.page.open')} ${t('qr.page.newTab')}`}
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('qr.page.open')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One code: its image, what it holds written under it, and its files to download. */
function QrCodeCard({ kind }: { kind: QrCodeKind }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const code = useQrCode(kind, 'png');
  const [downloading, setDownloading] = useState<QrCodeFormat | null>(null);
  const texts = kind === 'page' ? 'qr.page' : 'qr.id';

  const download = async (format: QrCodeFormat) => {
    setDownloading(format);
    try {
      const { blob, filename } = await queryClient.fetchQuery(qrCodeQuery(kind, format));
      saveFile(blob, filename);
    } catch (error) {
      toastCallError(error);
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (code.isError && !code.data) {
    body = <LoadError error={code.error} onRetry={() => void code.refetch()} />;
  } else if (!code.data) {
    body = (
      <>
        <Skeleton width={240} height={240} />
        <Skeleton width="70%" height={20} />
      </>
    );
  } else {
    body = (
      <>
        <QrCodeImage file={code.data} alt={t(`${texts}.alt`)} className={classes.code} />
        {kind === 'page' ? (
          <PageAddress file={code.data} />
        ) : (
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              {t('qr.id.label')}
            </Text>
            <Text fw={700} ff="monospace" fz="xl" className={classes.text}>
              {code.data.text}
            </Text>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="md" align="center" h="100%">
        <div style={{ alignSelf: 'stretch' }}>
          <Title order={2} size="h3" id={titleId}>
            {t(`${texts}.title`)}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`${texts}.text`)}
          </Text>
        </div>
        {body}
        <Group gap="xs" justify="center" mt="auto">
          {(['png', 'svg'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading === format}
              disabled={downloading !== null && downloading !== format}
              onClick={() => void download(format)}
            >
              {format === 'png' ? t('qr.downloadPng') : t('qr.downloadSvg')}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /qrcode: the restaurant's two QR codes (its public page, its id) to show, copy, download as
 * PNG or SVG, and the way to the printable table card.
 */
export function QrCodesPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('qr.title')} · ${t('app.name')}`);
  return (
    <Stack gap="lg">
      <PageIntro title={t('qr.title')} text={t('qr.intro')} />
      <div className={classes.cards}>
        <QrCodeCard kind="page" />
        <QrCodeCard kind="id" />
      </div>
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" gap="md">
          <div style={{ flex: '1 1 280px' }}>
            <Title order={2} size="h4">
              {t('qr.card.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('qr.card.text')}
            </Text>
          </div>
          <Button component={Link} to={paths.qrTableCard.getHref()} leftSection={<IconPrinter size={18} aria-hidden />}>
            {t('qr.card.open')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
