import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/testing/render';
import { OfflineBanner } from '../offline-banner';

/** As a browser does: `navigator.onLine` changes, then the event says so. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the connection is lost while it is, then that it is back', async () => {
    renderInProviders(<OfflineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => goOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous êtes hors ligne. Vos modifications ne seront envoyées qu’une fois la connexion revenue',
    );

    act(() => goOnline(true));
    expect(screen.queryByText(/Vous êtes hors ligne/)).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('La connexion est revenue.');
  });
});
