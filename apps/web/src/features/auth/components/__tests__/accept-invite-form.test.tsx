import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { AcceptInviteForm } from '../accept-invite-form';

function renderInvitation(search: string) {
  mockApi({});
  return renderScreen(<AcceptInviteForm />, {
    path: '/invitation',
    initialEntries: [`/invitation${search}`],
    destinations: ['/login'],
  });
}

describe('AcceptInviteForm', () => {
  it('fills in the phone the invitation’s link carries', async () => {
    renderInvitation(`?phone=${encodeURIComponent('+33612345678')}`);

    expect(await screen.findByLabelText('Numéro de téléphone')).toHaveValue('612345678');
  });

  it('leaves the phone empty without one, or with one it cannot read', async () => {
    renderInvitation('?phone=0612');

    expect(await screen.findByLabelText('Numéro de téléphone')).toHaveValue('');
  });
});
