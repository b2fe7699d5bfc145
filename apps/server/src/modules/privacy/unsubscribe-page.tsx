import { renderToStaticMarkup } from 'react-dom/server';
import { type Locale, UNSUBSCRIBE_PAGE_PATH } from '@portal/contract';
import { GuestDocument, LanguageBar } from '../../core/guest-page.js';
import { GUEST_BASE_CSS, minifyCss, scriptlessPageCspDirectives } from '../../core/guest-page-style.js';
import { guestPageTexts } from '../../core/guest-page-texts.js';

/*
 * The page a campaign's footer link opens: no sign-in, no script. A GET only asks (link scanners
 * of mail providers follow links); the button posts, as the mail client's one-click button does.
 */

const CSS = minifyCss(`
${GUEST_BASE_CSS}
main{max-width:36rem;margin:2rem auto;padding:0 1rem}
h1{line-height:1.2;margin:0 0 1rem}
p{margin:0 0 1rem}
button{font:inherit;font-weight:700;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:10px;border:2px solid #b04f27;background:#b04f27;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
`);
export const UNSUBSCRIBE_PAGE_CSP = scriptlessPageCspDirectives(CSS);

const TEXTS = {
  fr: {
    title: 'Se désabonner',
    ask: (restaurant: string) => `Ne plus recevoir les actualités de ${restaurant} par e-mail\u00a0?`,
    button: 'Me désabonner',
    done: (restaurant: string) => `C’est fait\u00a0: vous ne recevrez plus les actualités de ${restaurant} par e-mail.`,
    account: 'Vos autres abonnements se gèrent dans votre compte, rubrique «\u00a0Mes abonnements\u00a0».',
    invalid: 'Ce lien de désabonnement n’est pas valide. Gérez vos abonnements depuis votre compte.',
  },
  en: {
    title: 'Unsubscribe',
    ask: (restaurant: string) => `Stop receiving news from ${restaurant} by e-mail?`,
    button: 'Unsubscribe me',
    done: (restaurant: string) => `Done: you will no longer receive news from ${restaurant} by e-mail.`,
    account: 'Your other subscriptions are in your account, under “My subscriptions”.',
    invalid: 'This unsubscribe link is not valid. Manage your subscriptions from your account.',
  },
} satisfies Record<Locale, unknown>;

export type UnsubscribeView =
  { step: 'ask'; restaurant: string } | { step: 'done'; restaurant: string } | { step: 'invalid' };

export function renderUnsubscribePage(lang: Locale, token: string, view: UnsubscribeView): string {
  const t = TEXTS[lang];
  const other = guestPageTexts[lang].otherLanguage;
  const query = (l: Locale) => new URLSearchParams({ ...(token ? { token } : {}), lang: l }).toString();
  const markup = renderToStaticMarkup(
    <GuestDocument lang={lang} title={t.title} css={CSS}>
      <header>
        <LanguageBar href={`${UNSUBSCRIBE_PAGE_PATH}?${query(other.lang)}`} other={other} />
      </header>
      <main>
        <h1>{t.title}</h1>
        {view.step === 'invalid' && <p>{t.invalid}</p>}
        {view.step === 'ask' && (
          <form method="post" action={`${UNSUBSCRIBE_PAGE_PATH}?${query(lang)}`}>
            <p>{t.ask(view.restaurant)}</p>
            <button type="submit">{t.button}</button>
          </form>
        )}
        {view.step === 'done' && <p role="status">{t.done(view.restaurant)}</p>}
        {view.step !== 'invalid' && <p>{t.account}</p>}
      </main>
    </GuestDocument>,
  );
  return `<!DOCTYPE html>${markup}`;
}
