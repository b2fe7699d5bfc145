import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, pick } from '@/testing/form-fields';

/** The labels of the fewest fields a dish saves with, and of the save button, per language. */
const smallestDishLabels = {
  fr: {
    name: 'Nom du plat en français',
    services: 'Types de service',
    dishTypes: 'Types de plat',
    price: 'Prix TTC (€)',
    preparation: 'Temps de préparation (minutes)',
    opens: 'Début du créneau 1',
    closes: 'Fin du créneau 1',
    save: 'Enregistrer',
  },
  en: {
    name: 'Name of the dish in English',
    services: 'Service types',
    dishTypes: 'Dish types',
    price: 'Price incl. VAT (€)',
    preparation: 'Preparation time (minutes)',
    opens: 'Slot 1 opens',
    closes: 'Slot 1 closes',
    save: 'Save',
  },
};

/** Fills the fewest fields a dish saves with (a name, the first choices, a price, 12:00–15:00) and saves. */
export async function saveSmallestDish(user: UserEvent, language: 'fr' | 'en', name: string, price: string) {
  const labels = smallestDishLabels[language];
  await screen.findByLabelText(labels.name);
  await fill(user, labels.name, name);
  await pick(user, labels.services, 'Sur place');
  await pick(user, labels.dishTypes, 'Desserts');
  await fill(user, labels.price, price);
  await fill(user, labels.preparation, '5');
  await fill(user, labels.opens, '12:00');
  await fill(user, labels.closes, '15:00');
  await user.click(screen.getByRole('button', { name: labels.save }));
}
