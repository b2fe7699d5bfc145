import { Button, Center, Group, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { useOrder } from '../api/orders';
import { FreeUnits, lineLabel } from './order-lines';
import classes from './ticket.module.css';

/**
 * /orders/:orderId/ticket: the 80 mm kitchen ticket — large number, time, service,
 * covers, items with options and allergens, note, customer's first name — and a Print button
 * that the printout leaves out.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const orderId = Number(useParams().orderId);
  const query = useOrder(Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null);
  const order = query.data?.data;
  useDocumentTitle(`${t('orders.ticket')} ${order?.order_number ?? ''} · ${t('app.name')}`);

  if (query.isError && !order) {
    return (
      <Center p="xl">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Center>
    );
  }
  if (!order) {
    return (
      <Center p="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <div className={classes.screen}>
      <Group justify="center" mb="md" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('orders.print')}
        </Button>
      </Group>
      <main className={classes.ticket} aria-label={t('orders.ticket')}>
        <div className={classes.number}>{order.order_number}</div>
        <div className={classes.center}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(order.created_at)}{' '}
          {order.time}
        </div>
        <div className={classes.center}>
          <strong>{order.service_typee.toUpperCase()}</strong> · {t('orders.people', { count: order.no_of_people })}
        </div>
        {order.customer_first_name && <div className={classes.center}>{order.customer_first_name}</div>}
        <hr className={classes.rule} />
        {order.items.map((line, index) => (
          <div key={index}>
            <div className={classes.line}>
              {lineLabel(line)}
              {/* The kitchen makes both: the ticket says one is offered, as the order's card does. */}
              <FreeUnits line={line} />
            </div>
            {line.addon.map((addon, addonIndex) => (
              <div key={addonIndex} className={classes.detail}>
                + {addon.name}
              </div>
            ))}
            {line.allergens.length > 0 && (
              <div className={classes.detail}>
                ⚠ {t('orders.allergens', { list: line.allergens.map((allergen) => allergen.label).join(', ') })}
              </div>
            )}
          </div>
        ))}
        {order.description && (
          <>
            <hr className={classes.rule} />
            <div>
              <strong>{t('orders.note')}</strong>
            </div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{order.description}</div>
          </>
        )}
        <hr className={classes.rule} />
        <div className={classes.center}>{order.payment_method_label}</div>
      </main>
    </div>
  );
}
