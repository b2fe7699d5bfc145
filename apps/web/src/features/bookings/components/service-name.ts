import type { Locale, TService } from '@portal/contract';

/** A service's name in the screen's language, or in the other one when it has only that. */
export function serviceName(service: Pick<TService, 'name' | 'fr_name'>, locale: Locale): string {
  return locale === 'en' ? service.name || service.fr_name : service.fr_name || service.name;
}
