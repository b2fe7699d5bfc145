import { privacyApiPaths, privacyErrors, type TCampaign } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCampaignsTexts } from '@/shared/i18n/campaigns-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { CampaignsPage } from '../campaigns-page';

/*
 * The campaigns screen as a manager uses it: each campaign with what it sent and who unsubscribed
 * through it, the sends left this week; a new campaign is saved as a draft, previewed with the
 * number of guests it would reach, tested on oneself, then sent after a confirmation; the weekly
 * limit's refusal is said in the dialog.
 */
beforeAll(() => addCampaignsTexts());
afterEach(async () => {
  await setLocale('fr');
});

const sent: TCampaign = {
  id: 1,
  subject: 'Truffle week',
  fr_subject: 'Semaine de la truffe',
  body: 'Come taste it.',
  fr_body: 'Venez goûter.',
  tags: ['Habitué'],
  last_visit_days: 90,
  state: 'sent',
  sent_at: Date.UTC(2026, 10, 20, 17, 30),
  sent: 120,
  unsubscribed: 3,
  updated_at: Date.UTC(2026, 10, 20, 17, 30),
};
const draft: TCampaign = {
  ...sent,
  id: 2,
  subject: 'Christmas menu',
  fr_subject: 'Menu de Noël',
  body: 'Book now.',
  fr_body: 'Réservez dès maintenant.',
  tags: [],
  last_visit_days: null,
  state: 'draft',
  sent_at: null,
  sent: 0,
  unsubscribed: 0,
};

/** The text as the queries read it: no-break spaces are plain spaces there. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const ok = (data: unknown, fr = 'Chargé') => ({ body: { status: 200, message: 'Done', fr_message: fr, data } });
const list = (campaigns: TCampaign[], left: number) =>
  ok({ campaigns, left_this_week: left, total: campaigns.length, page: 1, per_page: 20, pages: 1 });

describe('the campaigns screen', () => {
  it('lists each campaign with its results and the sends left this week', async () => {
    signIn('manager');
    mockApi({ [privacyApiPaths.campaignList]: list([draft, sent], 1) });
    renderScreen(<CampaignsPage />, { path: '/campaigns' });
    const card = await screen.findByRole('article', { name: 'Semaine de la truffe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Campagnes' })).toBeInTheDocument();
    expect(within(card).getByText('Envoyée')).toBeInTheDocument();
    expect(within(card).getByText('120')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(
      within(card).getByText(plain('Étiquettes : Habitué · Venus dans les 90 derniers jours')),
    ).toBeInTheDocument();
    expect(screen.getByText(plain('Encore 1 envoi possible sur 2 en 7 jours.'))).toBeInTheDocument();
    const waiting = screen.getByRole('article', { name: 'Menu de Noël' });
    expect(within(waiting).getByText('Brouillon')).toBeInTheDocument();
  });

  it('saves a new campaign, previews it with its audience, sends a test, and says the weekly limit’s refusal', async () => {
    signIn('manager');
    const { callsTo } = mockApi({
      [privacyApiPaths.campaignList]: list([sent], 1),
      [privacyApiPaths.saveCampaign]: ok(draft, 'Campagne enregistrée'),
      [privacyApiPaths.previewCampaign]: ({ body }) =>
        ok(
          (body as { lang: string }).lang === 'en'
            ? { subject: 'Christmas menu', text: 'Book now.', audience: 42 }
            : { subject: 'Menu de Noël', text: 'Réservez dès maintenant.', audience: 42 },
        ),
      [privacyApiPaths.sendTestCampaign]: ok(undefined, 'Le test a été envoyé à votre adresse e-mail.'),
      [privacyApiPaths.sendCampaign]: failure(
        'CAMPAIGN_WEEKLY_LIMIT',
        privacyErrors.CAMPAIGN_WEEKLY_LIMIT.en,
        privacyErrors.CAMPAIGN_WEEKLY_LIMIT.fr,
      ),
    });
    const { user } = renderScreen(<CampaignsPage />, { path: '/campaigns' });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle campagne' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle campagne' });
    await user.type(within(form).getByLabelText('Objet (français)'), 'Menu de Noël');
    await user.type(within(form).getByLabelText('Objet (anglais)'), 'Christmas menu');
    await user.type(within(form).getByLabelText('Texte (français)'), 'Réservez dès maintenant.');
    await user.type(within(form).getByLabelText('Texte (anglais)'), 'Book now.');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et prévisualiser' }));
    await waitFor(() => expect(callsTo(privacyApiPaths.saveCampaign)).toHaveLength(1));
    expect(callsTo(privacyApiPaths.saveCampaign)[0]?.body).toMatchObject({
      fr_subject: 'Menu de Noël',
      subject: 'Christmas menu',
      tags: '',
      last_visit_days: '',
    });

    const preview = await screen.findByRole('dialog', { name: 'Aperçu' });
    expect(await within(preview).findByText(plain('42 clients la recevraient aujourd’hui.'))).toBeInTheDocument();
    expect(within(preview).getByText('Réservez dès maintenant.')).toBeInTheDocument();
    await user.click(within(preview).getByText('English'));
    expect(await within(preview).findByText('Book now.')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'M’envoyer un test' }));
    await expectToast('Le test a été envoyé à votre adresse e-mail.');
    expect(callsTo(privacyApiPaths.sendTestCampaign)[0]?.body).toMatchObject({ campaign_id: '2' });

    await user.click(within(preview).getByRole('button', { name: 'Envoyer' }));
    const confirm = await screen.findByRole('dialog', { name: /Envoyer cette campagne/ });
    expect(confirm).toHaveTextContent(plain('Elle part vers 42 clients.'));
    await user.click(within(confirm).getByRole('button', { name: 'Envoyer' }));
    const alert = await within(preview).findByRole('alert');
    expect(alert).toHaveTextContent(plain(privacyErrors.CAMPAIGN_WEEKLY_LIMIT.fr));
    expect(screen.getByRole('dialog', { name: 'Aperçu' })).toBeInTheDocument();
  });
});
