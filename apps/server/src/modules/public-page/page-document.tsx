import type { ReactNode } from 'react';
import type { Locale } from '@portal/contract';
import { PAGE_CSS } from './page-style.js';

/** The HTML document around a public page: language, title, description, phone viewport, the inline stylesheet. */
export function PageDocument({
  lang,
  title,
  description,
  indexable,
  children,
}: {
  lang: Locale;
  title: string;
  description: string;
  indexable: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {!indexable && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#b5452a" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
