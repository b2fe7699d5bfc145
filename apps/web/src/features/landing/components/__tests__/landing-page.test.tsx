import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render';

describe('LandingPage', () => {
  it('requires an e-mail address', async () => {
    mockApi({});
    const { user, router } = renderApp('/home');

    await user.click(await screen.findByRole('button', { name: 'Devenir partenaire' }));

    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAccessibleDescription('Saisissez l’adresse e-mail');
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('rejects a malformed e-mail address', async () => {
    mockApi({});
    const { user, router } = renderApp('/');

    await user.type(await screen.findByLabelText('Adresse e-mail'), 'chef@bistrot');
    await user.click(screen.getByRole('button', { name: 'Devenir partenaire' }));

    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide');
    expect(router.state.location.pathname).toBe('/');
  });

  it('carries the typed e-mail to the registration form', async () => {
    mockApi({});
    const { user, router } = renderApp('/home');

    await user.type(await screen.findByLabelText('Adresse e-mail'), 'chef@bistrot.fr');
    await user.click(screen.getByRole('button', { name: 'Devenir partenaire' }));

    expect(await screen.findByRole('heading', { name: 'Inscrivez votre établissement' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurantregistration');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('chef@bistrot.fr');
  });
});
