import { apiPaths, type TRestaurantProfile } from '@portal/contract';
import { screen } from '@testing-library/react';
import { mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { field } from '@/testing/form-fields';
import { logInPartner, referenceLists } from '@/testing/menu-fixtures';
import { makeProfile, profileReply } from '@/testing/profile-fixtures';
import { renderScreen } from '@/testing/render';
import { AccountPage } from '../account-page';

/** A profile filled in: a closed Monday, a closure, two photos, a legal identity. */
export const filled = makeProfile({
  name: 'Le Bistrot du Marché',
  description: 'A market bistro',
  fr_description: 'Un bistrot de marché',
  owner_details: 'Marie Perrin',
  cuisines: [{ id: 1, label: 'Française' }],
  food_choices: [{ id: 2, label: 'Sans gluten' }],
  type_of_service: [{ id: 1, label: 'Sur place' }],
  payment_type: [{ id: 1, label: 'En ligne' }],
  price_range: 3,
  capacity: 40,
  parking: 1,
  prepration_time: 25,
  open_time: '12:00,19:00',
  close_time: '14:30,22:30',
  weekly_hours: [{ weekday: 1, open_time: '', close_time: '' }],
  closures: [{ id: 4, start_date: '2025-08-01', end_date: '2025-08-15', reason: 'Congés d’été' }],
  restroGalleryImage: [
    { id: 31, file_name: 'salle.webp', thumb_name: 'salle-thumb.webp' },
    { id: 32, file_name: 'terrasse.webp', thumb_name: 'terrasse-thumb.webp' },
  ],
  legal_name: 'SARL Le Marché',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
  allergen_notice: 'Liste des allergènes sur demande.',
  public_url: 'http://127.0.0.1/r/k3Xq9',
});

export const saved = (profile: TRestaurantProfile) => ({
  body: { status: 200, message: 'Your profile is saved.', fr_message: 'Votre profil est enregistré.', data: profile },
});

/** The screen, once the profile is in the form. */
export async function openPage() {
  logInPartner();
  const view = renderScreen(<AccountPage />, { path: '/myaccount' });
  await screen.findByDisplayValue('Le Bistrot du Marché');
  return view;
}

export type User = Awaited<ReturnType<typeof openPage>>['user'];

/**
 * Replaces a field's value at once: selects it all and pastes over it, as a partner does. One
 * change, so one render of the whole form (a render of this screen is what the test waits on).
 */
export async function retype(user: User, label: string | HTMLElement, text: string) {
  const input = typeof label === 'string' ? field(label) : label;
  await user.tripleClick(input);
  await user.paste(text);
}

export const sentFields = (calls: RecordedCall[]) => calls.map((call) => call.body ?? {});

/** The calls of the profile screen: the filled profile, the reference lists, and the test's own. */
export function accountApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [apiPaths.restaurantDetails]: profileReply(filled),
    [apiPaths.referenceLists]: referenceLists,
    ...extra,
  });
}
