import { reviewApiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addReviewsTexts } from '@/shared/i18n/reviews-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderInProviders, setLocale } from '@/testing/render';
import { ResponseEditor } from '../response-editor';
import { okReview, review, signIn } from './reviews-fixtures';

/*
 * The response editor: the counter counts as the rules do (an accented letter typed as a letter
 * and its accent is one), says when the draft is longer than the review before anything is sent,
 * and tells the last day a response is taken.
 */
beforeAll(() => addReviewsTexts());
beforeEach(() => signIn('manager'));
afterEach(() => setLocale('fr'));

const editor = () => screen.getByRole('textbox', { name: 'Votre réponse' });

describe('the response editor', () => {
  it('counts an é typed as e and its accent as one character', async () => {
    mockApi({});
    const { user } = setup(review({ length: 24 }));
    expect(screen.getByText('0 / 24')).toBeInTheDocument();
    await user.type(editor(), 'Cafe\u0301');
    expect((editor() as HTMLTextAreaElement).value).toHaveLength(5);
    expect(screen.getByText('4 / 24')).toBeInTheDocument();
    // Said in words to screen readers, politely (it changes at every key).
    expect(screen.getByText('4 caractères sur 24 au plus').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('turns into an error past the review’s length and sends nothing', async () => {
    const { callsTo } = mockApi({});
    const { user } = setup(review({ length: 24 }));
    await user.click(editor());
    await user.paste('Merci beaucoup, à bientôt !');
    expect(screen.getByText('27 / 24')).toBeInTheDocument();
    expect(editor()).toHaveAccessibleDescription(/27 caractères sur 24 au plus/);
    expect(screen.getByText('La réponse ne peut pas être plus longue que l’avis (24 caractères).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    expect(callsTo(reviewApiPaths.respondToReview)).toHaveLength(0);
    // Shortened, the error is gone.
    await user.clear(editor());
    await user.type(editor(), 'Merci, à bientôt !');
    expect(screen.getByText('18 / 24')).toBeInTheDocument();
    expect(editor()).not.toHaveAccessibleDescription(/plus longue que l’avis/);
    expect(editor()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says the last day a response is taken, clamped to the month’s end, in the screen’s language', async () => {
    mockApi({});
    setup(review());
    // Published 30 November 2027: three months later is 29 February 2028 (a leap year).
    expect(editor()).toHaveAccessibleDescription(/Réponse possible jusqu’au 29 février 2028/);
    await setLocale('en');
    expect(await screen.findByText('You may respond until 29 February 2028')).toBeInTheDocument();
  });

  it('sends the response and shows the server’s word; a refusal shows under the field', async () => {
    let answer = okReview(review());
    const { callsTo } = mockApi({ [reviewApiPaths.respondToReview]: () => answer });
    const { user } = setup(review());
    await user.type(editor(), 'Merci Marie !');
    await user.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    await expectToast('Réponse publiée');
    expect(callsTo(reviewApiPaths.respondToReview)[0]?.body).toMatchObject({ review_id: '11', text: 'Merci Marie !' });

    answer = failure(
      'RESPONSE_REJECTED',
      'Your response cannot be published: remove insults and any personal data about the guest',
      'Votre réponse ne peut pas être publiée : retirez les injures et toute donnée personnelle sur le client',
      { field: 'text' },
    ) as never;
    await user.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    await waitFor(() => expect(editor()).toHaveAccessibleDescription(/retirez les injures/));
  });
});

function setup(r: ReturnType<typeof review>) {
  const user = userEvent.setup({ delay: null });
  return { ...renderInProviders(<ResponseEditor review={r} />), user };
}
