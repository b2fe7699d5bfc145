import type { Locale } from '@portal/contract';
import { GuestDocument, LanguageBar } from '../../core/guest-page.js';
import { PAGE_CSS } from './page-style.js';
import { reviewsPolicyTexts } from './reviews-policy-texts.js';

/** The address of the reviews policy (linked from every restaurant's reviews). */
export const REVIEWS_POLICY_ROUTE = '/reviewspolicy';

/**
 * The reviews policy, the "dedicated, easily reached page" of the Code de la consommation
 * (D111-10): drawn on the server like the restaurants' pages that link to it, with their
 * stylesheet, and no script.
 */
export function ReviewsPolicyPage({ lang }: { lang: Locale }) {
  const t = reviewsPolicyTexts[lang];
  const other = t.otherLanguage;
  const otherHref = other.lang === 'en' ? `${REVIEWS_POLICY_ROUTE}?lang=en` : REVIEWS_POLICY_ROUTE;
  return (
    <GuestDocument lang={lang} title={t.title} description={t.description} indexable css={PAGE_CSS}>
      <header className="hero">
        <div className="wrap">
          <LanguageBar href={otherHref} other={other} />
          <h1 className="policy-title">{t.title}</h1>
        </div>
      </header>
      <main className="wrap policy">
        <p className="about">{t.intro}</p>
        {t.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`}>
            <h2 id={`${section.id}-h`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </main>
      <footer>
        <div className="wrap">
          <p>{t.legalBasis}</p>
          <p>
            <a href="/home#contact">{t.contactLabel}</a>
          </p>
        </div>
      </footer>
    </GuestDocument>
  );
}
