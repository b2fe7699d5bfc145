import 'i18next';
import type { PublicCatalogue } from './fr';
import type { PartnerCatalogue } from './partner-fr';
import type { TeamCatalogue } from './team-fr';
import type { BookingsCatalogue } from './bookings-fr';
import type { ReviewsCatalogue } from './reviews-fr';
import type { OffersCatalogue } from './offers-fr';
import type { GuestsCatalogue } from './guests-fr';
import type { InviteCatalogue } from './invite-fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The partner texts are added when the partner screens load (partner-catalogues.ts).
    // The team, bookings, reviews, offers, guests and invitation screens' own texts are added when they load.
    resources: {
      translation: PublicCatalogue &
        PartnerCatalogue &
        TeamCatalogue &
        BookingsCatalogue &
        ReviewsCatalogue &
        OffersCatalogue &
        GuestsCatalogue &
        InviteCatalogue;
    };
    returnNull: false;
  }
}
