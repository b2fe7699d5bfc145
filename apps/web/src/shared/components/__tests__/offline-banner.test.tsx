import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '@/testing/render';
import { OfflineBanner } from '../offline-banner';

describe('OfflineBanner', () => {
  it('says the connection is lost while it is, then that it is back', async () => {
    renderInProviders(<OfflineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous êtes hors ligne. Vos modifications ne seront envoyées qu’une fois la connexion revenue',
    );

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/Vous êtes hors ligne/)).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('La connexion est revenue.');
  });
});
