import type { ReactNode } from 'react';

/*
 * What the pages drawn for guests share (the restaurant's page, booking, managing a booking,
 * the card step): how a phone number reads, and the list of a booking's facts.
 */

/** "+33612345678" → "06 12 34 56 78"; other countries keep the international form. */
export function displayPhone(phone: string): string {
  const french = /^\+33(\d{9})$/.exec(phone);
  return french ? `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
}

/** One fact of a booking: its label and value; a wide one takes the whole row of the grid. */
export interface Fact {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** A booking's facts as a description list (each page's style lays `.facts` out as a grid). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'wide' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
