import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { DEFAULT_LOCALE, menuErrors, orderErrors, restaurantErrors } from '@portal/contract';
import { afterEach, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { i18n } from '@/shared/i18n';
import { AddressAutocomplete } from '@/shared/components/address-autocomplete';
import { MultiSelect } from '@/shared/components/multi-select';
import { NumberInput } from '@/shared/components/number-input';
import { Select, SelectOnUse } from '@/shared/components/select';
import { loadSortableDrag } from '@/shared/components/sortable-list';
import { addErrorTexts } from '@/shared/i18n/error-texts';
import bookingsEn from '@/shared/i18n/bookings-en.json';
import bookingsFr from '@/shared/i18n/bookings-fr.json';
import partnerEn from '@/shared/i18n/partner-en.json';
import partnerFr from '@/shared/i18n/partner-fr.json';
import { indexLabelControls } from './jsdom-labels';

// The app adds the partner texts when a partner screen loads; tests render those screens directly.
i18n.addResourceBundle('fr', 'translation', partnerFr, true, true);
i18n.addResourceBundle('en', 'translation', partnerEn, true, true);
// The bookings screens' too, in both languages (the app loads the one on screen): the catalogues
// stay alike whichever test loads a bookings screen first.
i18n.addResourceBundle('fr', 'translation', bookingsFr, true, true);
i18n.addResourceBundle('en', 'translation', bookingsEn, true, true);
addErrorTexts(menuErrors, restaurantErrors, orderErrors);
// The code the app loads right after a screen's first paint (dragging rows, the heavier fields)
// usually arrives before the screen's data; tests render with it already there, as a visitor
// mostly sees it (`after-paint.test.tsx` covers the moment before).
await Promise.all([
  loadSortableDrag(),
  MultiSelect.load(),
  NumberInput.load(),
  Select.load(),
  SelectOnUse.load(),
  AddressAutocomplete.load(),
]);

// findBy*/waitFor wait for what the user waits for; on a busy machine the first render of a
// file (cold imports) can take more than the default second: twice the 4 s a quiet machine needs.
configure({ asyncUtilTimeout: 8000 });

// Mantine needs these browser APIs that jsdom lacks (a file drawing pages under Node has no DOM).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Object.defineProperty(window, 'getComputedStyle', {
    writable: true,
    value: (
      (getComputedStyle) => (element: Element) =>
        getComputedStyle(element)
    )(window.getComputedStyle.bind(window)),
  });
  indexLabelControls(window);
}

// Files share one jsdom per worker (vite.config.ts): each test starts from the same state.
afterEach(async () => {
  cleanup();
  notifications.clean();
  await changeLocale(DEFAULT_LOCALE);
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
