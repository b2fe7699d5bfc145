import { GuestDocument } from '../../core/guest-page.js';
import { PAGE_CSS } from './page-style.js';
import { pageTexts } from './page-texts.js';

/** The page of an unknown, altered or unlisted restaurant: both languages, since nothing tells which one. */
export function NotFoundPage() {
  const { fr, en } = pageTexts;
  return (
    <GuestDocument
      lang="fr"
      title={`${fr.notFound.title} · ${en.notFound.title}`}
      description={fr.notFound.text}
      indexable={false}
      css={PAGE_CSS}
    >
      <main className="lost">
        <p className="tags">404</p>
        <h1>{fr.notFound.heading}</h1>
        <p>{fr.notFound.text}</p>
        <div lang="en">
          <h2>{en.notFound.heading}</h2>
          <p>{en.notFound.text}</p>
        </div>
        <a className="button" href="/">
          {fr.notFound.home} <span lang="en">· {en.notFound.home}</span>
        </a>
      </main>
    </GuestDocument>
  );
}
