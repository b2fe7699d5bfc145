import { bookingApiPaths, paymentApiPaths, paymentErrors, type TBookingGuarantee } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { renderScreen, setLocale } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import {
  booking,
  bookReply,
  detailReply,
  openBookingDrawer,
  parisInstant,
  settingsReply,
  signIn,
  tablesReply,
  useFakeClock,
} from './bookings-fixtures';

/*
 * The card guarantee in a booking's drawer: the card and the amounts as the
 * restaurant reads them, "Débiter" only for members who may charge and only when the booking
 * allows it, the amount due prefilled and never raised, a reason required, and a charge refunded.
 */

const DAY_MS = 86_400_000;
/** A text as the page reads it (Testing Library reads no-break spaces as spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');

function guarantee(overrides: Partial<TBookingGuarantee> = {}): TBookingGuarantee {
  return {
    state: 'card_saved',
    brand: 'visa',
    last4: '4242',
    exp_month: 8,
    exp_year: 2028,
    per_cover: '20.00',
    per_cover_cents: 2000,
    amount_due_cents: 8000,
    amount_due: '80.00',
    chargeable_kind: 'no_show',
    window_closes_at: parisInstant('20:00') + 7 * DAY_MS,
    charges: [],
    ...overrides,
  };
}

const noShow = booking({ status: 'no_show' });

function openDrawer(detail: TBookingGuarantee, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [bookingApiPaths.reservationSettings]: settingsReply(),
    [bookingApiPaths.bookingBook]: bookReply([noShow]),
    [bookingApiPaths.bookingDetail]: detailReply(noShow, { guarantee_detail: detail }),
    [bookingApiPaths.tableList]: tablesReply(),
    ...extra,
  });
  const rendered = renderScreen(<BookingsPage />, { path: '/bookings' });
  return { ...api, ...rendered };
}

beforeAll(() => addBookingsTexts());
afterEach(async () => {
  vi.useRealTimers();
  await setLocale('fr');
});

describe('the imprint in the drawer', () => {
  it('shows the card, the amount per cover as booked, the amount due and until when it may be charged', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('manager');
    const { user } = openDrawer(guarantee());
    const drawer = await openBookingDrawer(user);
    const imprint = within(drawer).getByRole('region', { name: 'Empreinte bancaire' });
    expect(imprint).toHaveTextContent('VISA •••• 4242, exp. 08/28');
    expect(imprint).toHaveTextContent('20,00 € par couvert, au moment de la réservation');
    expect(imprint).toHaveTextContent('Montant dû : 80,00 €');
    expect(imprint).toHaveTextContent('Débit possible jusqu’au 3 déc. 2026 à 20:00');
    expect(within(imprint).getByRole('button', { name: 'Débiter' })).toBeInTheDocument();
  });

  it('charges with the amount due prefilled, refuses more than due and no reason before any call', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('manager');
    const charged = {
      id: 31,
      kind: 'no_show' as const,
      status: 'succeeded' as const,
      amount: '60.00',
      amount_cents: 6000,
      refunded_cents: 0,
      reason: 'Absent sans prévenir',
      failure: '',
      actor: 'Marie',
      at: parisInstant('21:00'),
      refunds: [],
    };
    const { user, callsTo } = openDrawer(guarantee(), {
      [paymentApiPaths.chargeBooking]: {
        body: { status: 200, message: 'The card was charged', fr_message: 'La carte a été débitée', data: charged },
      },
    });
    const drawer = await openBookingDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Débiter' }));
    const modal = await screen.findByRole('dialog', { name: 'Débiter la carte du client' });
    const amount = within(modal).getByRole('textbox', { name: 'Montant (€)' });
    expect(amount).toHaveValue('80,00');
    expect(within(modal).getByRole('button', { name: 'Absence' })).toHaveAttribute('aria-pressed', 'true');

    await user.clear(amount);
    await user.type(amount, '90');
    await user.click(within(modal).getByRole('button', { name: 'Débiter' }));
    expect(await within(modal).findByText(plain(paymentErrors.CHARGE_ABOVE_DUE.fr))).toBeInTheDocument();
    expect(within(modal).getByText(plain(paymentErrors.CHARGE_REASON_REQUIRED.fr))).toBeInTheDocument();
    expect(callsTo(paymentApiPaths.chargeBooking)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '60');
    await user.type(within(modal).getByRole('textbox', { name: 'Raison' }), 'Absent sans prévenir');
    await user.click(within(modal).getByRole('button', { name: 'Débiter' }));
    await waitFor(() => expect(callsTo(paymentApiPaths.chargeBooking)).toHaveLength(1));
    expect(callsTo(paymentApiPaths.chargeBooking)[0]?.body).toMatchObject({
      booking_id: '5',
      kind: 'no_show',
      amount: '60',
      reason: 'Absent sans prévenir',
    });
  });

  it('shows a refusal of the bank in the form, as the server words it', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('owner');
    const { user } = openDrawer(guarantee(), {
      [paymentApiPaths.chargeBooking]: failure(
        'CHARGE_DECLINED',
        paymentErrors.CHARGE_DECLINED.en,
        paymentErrors.CHARGE_DECLINED.fr,
      ),
    });
    const drawer = await openBookingDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Débiter' }));
    const modal = await screen.findByRole('dialog', { name: 'Débiter la carte du client' });
    await user.type(within(modal).getByRole('textbox', { name: 'Raison' }), 'Absent');
    await user.click(within(modal).getByRole('button', { name: 'Débiter' }));
    expect(await within(modal).findByText(plain(paymentErrors.CHARGE_DECLINED.fr))).toBeInTheDocument();
  });

  it('lists the charge with its status, reason and refunds, and refunds what remains', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('manager');
    const detail = guarantee({
      amount_due_cents: 0,
      amount_due: '0.00',
      chargeable_kind: null,
      charges: [
        {
          id: 31,
          kind: 'no_show',
          status: 'succeeded',
          amount: '80.00',
          amount_cents: 8000,
          refunded_cents: 2000,
          reason: 'Absent sans prévenir',
          failure: '',
          actor: 'Marie',
          at: parisInstant('21:00'),
          refunds: [
            {
              id: 4,
              amount: '20.00',
              amount_cents: 2000,
              reason: 'Geste commercial',
              actor: 'Marie',
              at: parisInstant('21:00'),
            },
          ],
        },
      ],
    });
    const { user, callsTo } = openDrawer(detail, {
      [paymentApiPaths.refundCharge]: {
        body: { status: 200, message: 'The refund is made', fr_message: 'Le remboursement est effectué' },
      },
    });
    const drawer = await openBookingDrawer(user);
    const imprint = within(drawer).getByRole('region', { name: 'Empreinte bancaire' });
    expect(within(imprint).queryByRole('button', { name: 'Débiter' })).not.toBeInTheDocument();
    const line = within(imprint).getByRole('listitem', { name: /^Débit de 80,00\s€$/ });
    expect(line).toHaveTextContent('Absence · 80,00 €');
    expect(line).toHaveTextContent('débité');
    expect(line).toHaveTextContent('Raison : Absent sans prévenir');
    expect(line).toHaveTextContent('Remboursé 20,00 €');
    expect(line).toHaveTextContent('Geste commercial');
    await user.click(within(line).getByRole('button', { name: 'Rembourser' }));
    const modal = await screen.findByRole('dialog', { name: 'Rembourser le client' });
    expect(within(modal).getByRole('textbox', { name: 'Montant (€)' })).toHaveValue('60,00');
    await user.type(within(modal).getByRole('textbox', { name: 'Raison' }), 'Erreur de date');
    await user.click(within(modal).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(callsTo(paymentApiPaths.refundCharge)).toHaveLength(1));
    expect(callsTo(paymentApiPaths.refundCharge)[0]?.body).toMatchObject({
      charge_id: '31',
      amount: '60,00',
      reason: 'Erreur de date',
    });
  });

  it('offers no charge to a staff member, nor once the window has closed', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('staff');
    const staff = openDrawer(guarantee());
    const drawer = await openBookingDrawer(staff.user);
    expect(within(drawer).getByText('Montant dû : 80,00 €')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Débiter' })).not.toBeInTheDocument();
  });

  it('says a card is still awaited while the guest has not given it', async () => {
    useFakeClock(parisInstant('21:00'));
    signIn('manager');
    const { user } = openDrawer(
      guarantee({
        state: 'awaiting_card',
        brand: '',
        last4: '',
        exp_month: null,
        exp_year: null,
        amount_due_cents: 0,
        chargeable_kind: null,
      }),
    );
    const drawer = await openBookingDrawer(user);
    expect(within(drawer).getByText('En attente de la carte du client')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Débiter' })).not.toBeInTheDocument();
  });
});
