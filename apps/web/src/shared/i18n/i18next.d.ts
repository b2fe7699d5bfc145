import 'i18next';
import type { PublicCatalogue } from './fr';
import type { PartnerCatalogue } from './partner-catalogues';
import type { TeamCatalogue } from './team-catalogue';
import type { BookingsCatalogue } from './bookings-catalogue';
import type { ReviewsCatalogue } from './reviews-catalogue';
import type { OffersCatalogue } from './offers-catalogue';
import type { PromotionsCatalogue } from './promotions-catalogue';
import type { LoyaltyCatalogue } from './loyalty-catalogue';
import type { CampaignsCatalogue } from './campaigns-catalogue';
import type { GuestsCatalogue } from './guests-catalogue';
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
        PromotionsCatalogue &
        LoyaltyCatalogue &
        CampaignsCatalogue &
        GuestsCatalogue &
        InviteCatalogue;
    };
    returnNull: false;
  }
}
