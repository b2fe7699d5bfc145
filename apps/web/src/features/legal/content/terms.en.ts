import { site } from '@/shared/config/site';
import type { LegalDocument } from './types';

const { legal } = site;

export const termsEn: LegalDocument = {
  title: 'Terms of use and legal information',
  updated: '17 May 2021',
  intro: [
    'This document brings together the legal notice of the service (part A), its general terms of use and the special terms for pre-authorised online booking (part B), and our data protection policy (part C).',
  ],
  sections: [
    {
      id: 'a-legal-notice',
      title: 'A. Legal notice',
      sections: [
        {
          id: 'a-publisher',
          title: 'Publisher of the service',
          paragraphs: [
            `The website, the apps and the partner portal are published by ${legal.publisherName} (the "Provider"), a French simplified joint-stock company with a share capital of ${legal.shareCapital}.`,
          ],
          items: [
            `Registered office: ${legal.registeredOffice}`,
            `Registration: ${legal.registration}`,
            `EU VAT number: ${legal.vatNumber}`,
            `Publication director: ${legal.director}`,
            `Contact: ${legal.email}, ${legal.phone}`,
          ],
        },
        {
          id: 'a-hosting',
          title: 'Hosting',
          paragraphs: [`The service is hosted in the European Union by ${legal.hostName}.`],
          items: [`Address: ${legal.hostAddress}`, `Phone: ${legal.hostPhone}`],
        },
        {
          id: 'a-intellectual-property',
          title: 'Intellectual property',
          paragraphs: [
            'The trademarks, logos, texts, images and software of the service are protected. Any reproduction without permission is forbidden. Content published by restaurant owners (photos, menus, descriptions) remains theirs; they allow us to display it for the purposes of the service.',
          ],
        },
      ],
    },
    {
      id: 'b-terms',
      title: 'B. Terms of use',
      sections: [
        {
          id: 'b-definitions',
          title: 'Definitions',
          items: [
            'User: anyone who uses the service to browse, order or book.',
            'Account: the personal space created by the User or by the restaurant owner.',
            'Booking: the table request made by the User, stating the date, time and number of covers.',
            'Review: the comment published by the User about a restaurant they visited.',
            'Restaurant response: the comment published by the restaurant owner in reply to a review.',
            'Promotional offer: a discount or benefit offered by the restaurant for some bookings.',
            'Accumulated benefits: the points or advantages the User earns through their bookings.',
          ],
        },
        {
          id: 'b-general',
          title: 'General terms',
          paragraphs: [
            'The service may only be used by people aged 18 or over who are able to enter into a contract.',
            'The User manages their account from their account page, which has the sections "Mes informations" (my details: identity, contact details, password) and "Mes abonnements" (my subscriptions: newsletters and notifications). They keep their details accurate and their password confidential.',
            'The User may ask for their account to be closed by e-mail. The Provider may deactivate an account in case of breach of these terms or fraud; deactivation cancels current bookings and deletes accumulated benefits.',
          ],
        },
        {
          id: 'b-reviews',
          title: 'Reviews and restaurant responses',
          paragraphs: [
            'A review must be longer than 200 characters, be about the restaurant actually visited and come from a User who honoured their booking. People working in the restaurant trade may not publish reviews.',
            'Every review goes through moderation, automatic and then human if needed, within 2 weeks at most. It is then published, rejected or deleted. A review is rejected in particular when it contains:',
          ],
          items: [
            'insulting, defamatory or discriminatory words;',
            'gibberish or content unrelated to the restaurant;',
            "counterfeit content or someone else's content;",
            'a conflict of interest or an attempt at fraud;',
            'personal data;',
            'advertising or spam.',
          ],
          after: [
            'The restaurant owner has a right of response for 3 months from the publication of the review. Their response may not be longer than the review it answers.',
            'The restaurant owner is responsible for the content they publish (menu, prices, photos, offers) and for its accuracy.',
          ],
        },
        {
          id: 'b-booking',
          title: 'Special terms: pre-authorised online booking',
          paragraphs: [
            'Some restaurants ask for a bank card imprint to confirm a booking. To book, the User must give: title, last name, first name, date of birth, e-mail address, mobile phone, card holder, meal-voucher card holder where relevant, card number, expiry date and security code.',
            'The imprint amount equals the flat amount per cover set by the restaurant, multiplied by the number of covers (one cover per person). Nothing is debited when booking.',
            'The User may cancel or modify their booking free of charge up to 12 hours before the time of the meal. A modification depends on the restaurant’s availability; otherwise the restaurant offers to cancel.',
            'In case of late modification or cancellation, or if the User does not show up, the imprint amount may be debited within 7 days after the date of the missed meal.',
            'When the party arrives more than 15 minutes late, the restaurant may no longer apply the promotional offer attached to the booking.',
            'The restaurant may cancel a booking it suspects to be fraudulent. Accepted cards are VISA and MASTERCARD.',
          ],
        },
      ],
    },
    {
      id: 'c-data',
      title: 'C. Data protection policy',
      paragraphs: [
        'The Provider processes the personal data the service needs (account, bookings, orders, reviews) in compliance with the GDPR. The details are in our privacy policy.',
        "Data used for marketing purposes is kept for 3 years after the User's last activity.",
        'After an account is closed, the data linked to it becomes invisible on the service within 14 days, then is deleted or anonymised, unless the law requires us to keep it.',
        'You have rights of access, rectification, erasure, restriction, objection and portability. We answer your requests within one month, which may be extended by two months if needed.',
      ],
    },
  ],
};
