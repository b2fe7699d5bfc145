import { reviewApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addReviewsTexts } from '@/shared/i18n/reviews-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen, setLocale, setUpScreenTexts } from '@/testing/render';
import { ReviewsPage } from '../reviews-page';
import { PUBLISHED_AT, listReply, okReview, review, signIn } from './reviews-fixtures';

/*
 * The reviews screen as the restaurant reads it: the average and the distribution in figures and
 * words, the tabs with their counts, each review's dates and status; the response editor and the
 * report only for members allowed to answer reviews; a report needs a reason and its state shows.
 */
setUpScreenTexts(addReviewsTexts);

const card = (name: string) => screen.findByRole('article', { name });

describe('the reviews screen', () => {
  it('shows the average with one decimal, the distribution in words, the tabs’ counts and a review’s dates', async () => {
    signIn('owner');
    mockApi({ [reviewApiPaths.reviewList]: listReply([review()]) });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const marie = await card('Marie D.');
    expect(screen.getByRole('heading', { level: 1, name: 'Avis' })).toBeInTheDocument();
    expect(screen.getByText('4,3')).toBeInTheDocument();
    expect(screen.getByText('sur 12 avis publiés')).toBeInTheDocument();
    expect(screen.getByText('5 étoiles : 7 avis')).toBeInTheDocument();
    expect(screen.getByText('2 étoiles : 0 avis')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Publiés (12)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Refusés (2)' })).toBeInTheDocument();
    expect(within(marie).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(within(marie).getByText('Repas du 27 novembre 2027 · Publié le 30 novembre 2027')).toBeInTheDocument();
    expect(within(marie).getByText('Publié')).toBeInTheDocument();
  });

  it('lets a staff member read reviews but neither answer nor report them', async () => {
    signIn('staff');
    mockApi({ [reviewApiPaths.reviewList]: listReply([review()]) });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const marie = await card('Marie D.');
    expect(within(marie).getByText(/quenelle de brochet/)).toBeInTheDocument();
    expect(within(marie).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(marie).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives a manager the editor and the report; a report needs a reason, and its state shows on the card', async () => {
    signIn('manager');
    const reported = review({
      reports: [
        {
          id: 4,
          reason: 'Ce client n’est jamais venu.',
          outcome: null,
          created_at: PUBLISHED_AT + 86_400_000,
          resolved_at: null,
        },
      ],
    });
    let list = listReply([review()]);
    const { callsTo } = mockApi({
      [reviewApiPaths.reviewList]: () => list,
      [reviewApiPaths.reportReview]: () => {
        list = listReply([reported]);
        return okReview(reported, 'Report sent', 'Signalement envoyé');
      },
    });
    const { user } = renderScreen(<ReviewsPage />, { path: '/reviews' });
    const marie = await card('Marie D.');
    expect(within(marie).getByRole('textbox', { name: 'Votre réponse' })).toBeInTheDocument();
    await user.click(within(marie).getByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler cet avis' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText('Saisissez le motif')).toBeInTheDocument();
    expect(callsTo(reviewApiPaths.reportReview)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Motif du signalement/ }),
      'Ce client n’est jamais venu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await expectToast('Signalement envoyé');
    expect(callsTo(reviewApiPaths.reportReview)[0]?.body).toMatchObject({
      review_id: '11',
      reason: 'Ce client n’est jamais venu.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await card('Marie D.');
    expect(await within(after).findByText('Signalé le 1 décembre 2027 : en cours d’examen.')).toBeInTheDocument();
    expect(within(after).getByText('Votre motif : Ce client n’est jamais venu.')).toBeInTheDocument();
    // One report at a time: the button is gone while the platform looks into it.
    expect(within(after).queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('shows a response given, read-only, and a report’s outcome', async () => {
    signIn('owner');
    mockApi({
      [reviewApiPaths.reviewList]: listReply([
        review({
          response: {
            text: 'Merci Marie, à bientôt !',
            status: 'published',
            created_at: PUBLISHED_AT,
            published_at: PUBLISHED_AT + 86_400_000,
          },
          can_respond: false,
          reports: [
            {
              id: 4,
              reason: 'Faux avis',
              outcome: 'kept',
              created_at: PUBLISHED_AT,
              resolved_at: PUBLISHED_AT + 5 * 86_400_000,
            },
          ],
        }),
      ]),
    });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const marie = await card('Marie D.');
    expect(within(marie).getByText('Réponse du restaurant')).toBeInTheDocument();
    expect(within(marie).getByText('Merci Marie, à bientôt !')).toBeInTheDocument();
    expect(within(marie).getByText('Publiée le 1 décembre 2027')).toBeInTheDocument();
    expect(within(marie).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(marie).getByText('Signalement examiné le 5 décembre 2027 : l’avis reste publié.'),
    ).toBeInTheDocument();
  });

  it('moves to the rejected reviews, which say why, and says when a tab is empty', async () => {
    signIn('owner');
    const { callsTo } = mockApi({
      [reviewApiPaths.reviewList]: (call) =>
        call.url.includes('status=rejected')
          ? listReply([
              review({
                id: 12,
                author: 'Paul R.',
                status: 'rejected',
                reason: 'insult',
                reason_label: { en: 'insults or hateful words', fr: 'des injures ou des propos haineux' },
                published_at: null,
                respond_before: null,
                can_respond: false,
              }),
            ])
          : call.url.includes('status=deleted')
            ? listReply([])
            : listReply([review()]),
    });
    const { user } = renderScreen(<ReviewsPage />, { path: '/reviews' });
    await card('Marie D.');
    await user.click(screen.getByRole('tab', { name: 'Refusés (2)' }));
    const paul = await card('Paul R.');
    expect(callsTo(reviewApiPaths.reviewList).at(-1)?.url).toContain('status=rejected');
    expect(within(paul).getByText('Refusé')).toBeInTheDocument();
    expect(within(paul).getByText('Motif : des injures ou des propos haineux')).toBeInTheDocument();
    expect(within(paul).getByText(/Reçu le/)).toBeInTheDocument();
    expect(within(paul).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Supprimés (0)' }));
    expect(await screen.findByText('Aucun avis supprimé.')).toBeInTheDocument();
  });

  it('reads in English: "4.3", the dates and the deadline', async () => {
    signIn('owner');
    await setLocale('en');
    mockApi({ [reviewApiPaths.reviewList]: listReply([review()]) });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const marie = await card('Marie D.');
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Published (12)' })).toBeInTheDocument();
    expect(within(marie).getByText('Meal on 27 November 2027 · Published on 30 November 2027')).toBeInTheDocument();
    expect(within(marie).getByText('You may respond until 29 February 2028')).toBeInTheDocument();
  });

  it('says when the reviews cannot be loaded, in words, with a retry', async () => {
    signIn('owner');
    mockApi({
      [reviewApiPaths.reviewList]: failure('INTERNAL', 'Something went wrong', 'Une erreur est survenue'),
    });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
