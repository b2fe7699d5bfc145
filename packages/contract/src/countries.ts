/** One country of the phone-number picker: names, flag emoji, ISO 3166-1 alpha-2 code, dial code. */
export interface Country {
  code: string;
  name: string;
  fr_name: string;
  flag: string;
  dial_code: string;
}

function flagOf(isoCode: string): string {
  return String.fromCodePoint(...[...isoCode.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

const entries: Array<[code: string, name: string, frName: string, dialCode: string]> = [
  ['FR', 'France', 'France', '+33'],
  ['BE', 'Belgium', 'Belgique', '+32'],
  ['CH', 'Switzerland', 'Suisse', '+41'],
  ['LU', 'Luxembourg', 'Luxembourg', '+352'],
  ['MC', 'Monaco', 'Monaco', '+377'],
  ['DE', 'Germany', 'Allemagne', '+49'],
  ['ES', 'Spain', 'Espagne', '+34'],
  ['IT', 'Italy', 'Italie', '+39'],
  ['PT', 'Portugal', 'Portugal', '+351'],
  ['NL', 'Netherlands', 'Pays-Bas', '+31'],
  ['GB', 'United Kingdom', 'Royaume-Uni', '+44'],
  ['IE', 'Ireland', 'Irlande', '+353'],
  ['AT', 'Austria', 'Autriche', '+43'],
  ['AD', 'Andorra', 'Andorre', '+376'],
  ['RE', 'Réunion', 'La Réunion', '+262'],
  ['GP', 'Guadeloupe', 'Guadeloupe', '+590'],
  ['MQ', 'Martinique', 'Martinique', '+596'],
  ['GF', 'French Guiana', 'Guyane', '+594'],
  ['NC', 'New Caledonia', 'Nouvelle-Calédonie', '+687'],
  ['PF', 'French Polynesia', 'Polynésie française', '+689'],
  ['MA', 'Morocco', 'Maroc', '+212'],
  ['DZ', 'Algeria', 'Algérie', '+213'],
  ['TN', 'Tunisia', 'Tunisie', '+216'],
  ['SN', 'Senegal', 'Sénégal', '+221'],
  ['CI', "Côte d'Ivoire", "Côte d'Ivoire", '+225'],
  ['CM', 'Cameroon', 'Cameroun', '+237'],
  ['US', 'United States', 'États-Unis', '+1'],
  ['CA', 'Canada', 'Canada', '+1'],
];

export const COUNTRIES: readonly Country[] = entries.map(([code, name, fr_name, dial_code]) => ({
  code,
  name,
  fr_name,
  flag: flagOf(code),
  dial_code,
}));

export const DEFAULT_COUNTRY = COUNTRIES[0]!;

const dialCodes = new Set(COUNTRIES.map((c) => c.dial_code));

/** Accepts "+33", "33" or " 0033 "; returns "+33", or null when no listed country uses it. */
export function normalizeDialCode(value: string): string | null {
  const digits = value.trim().replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d{1,4}$/.test(digits)) return null;
  const dial = `+${digits}`;
  return dialCodes.has(dial) ? dial : null;
}
