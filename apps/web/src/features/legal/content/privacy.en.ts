import type { LegalDocument } from './types';

export const privacyEn: LegalDocument = {
  title: 'Privacy policy',
  updated: '25 May 2018',
  intro: [
    'Protecting your personal data matters to us. This policy explains what information we collect when you use our website, our apps and the partner portal, why we use it and how to exercise your rights.',
    'It applies only to information collected online through our services, not to information collected offline or through other channels.',
  ],
  sections: [
    {
      id: 'consent',
      title: 'Your consent',
      paragraphs: [
        'By using our services, you agree to this privacy policy and its terms. If you do not agree, please do not use our services.',
      ],
    },
    {
      id: 'information',
      title: 'The information we collect',
      paragraphs: ['Whenever we ask for personal information, we tell you which information is needed and why.'],
      items: [
        'When a business registers: business name, address, e-mail address, phone number and password (stored in hashed form, never in clear text).',
        'When you contact us: your name, your contact details, the content of your message and any attachments.',
        'When you use the service: your profile information, your menu, your orders and your bookings.',
      ],
    },
    {
      id: 'use',
      title: 'How we use your information',
      items: [
        'provide, operate and maintain our services;',
        'improve, personalise and develop our services;',
        'understand and analyse how you use them;',
        'communicate with you, directly or through a partner, for customer service, updates and, if you agreed to it, marketing;',
        'send you text messages and e-mails, including verification codes;',
        'find and prevent fraud.',
      ],
    },
    {
      id: 'log-files',
      title: 'Log files',
      paragraphs: [
        'Like most websites, we keep log files when you visit. They contain the IP address, browser type, internet service provider, date and time, entry and exit pages and the number of clicks.',
        'This information is not linked to anything that identifies you personally. It is used to analyse trends, administer the site and keep it secure.',
      ],
    },
    {
      id: 'advertising-partners',
      title: 'Advertising partners',
      paragraphs: [
        'Some advertising partners may use cookies or web beacons. Each of them has its own privacy policy, which we invite you to read.',
        'We have no access to or control over the cookies used by third-party advertisers. You can refuse them in your browser settings.',
      ],
    },
    {
      id: 'ccpa',
      title: 'Your rights under the CCPA (California residents)',
      paragraphs: ['Consumers living in California may, among other things:'],
      items: [
        'ask which categories and pieces of personal data we have collected about them;',
        'ask for that data to be deleted;',
        'ask that it not be sold (we do not sell personal data).',
      ],
    },
    {
      id: 'gdpr',
      title: 'Your rights under the GDPR',
      paragraphs: ['Under the General Data Protection Regulation, you have the following rights:'],
      items: [
        'right of access: obtain a copy of your personal data;',
        'right to rectification: have inaccurate data corrected or incomplete data completed;',
        'right to erasure: have your data deleted, under certain conditions;',
        'right to restrict processing, under certain conditions;',
        'right to object to processing, under certain conditions;',
        'right to data portability: receive your data or have it sent to another organisation.',
      ],
      after: ['You may also lodge a complaint with the CNIL, the French data protection authority.'],
    },
    {
      id: 'response-time',
      title: 'How long we take to answer',
      paragraphs: [
        'We answer any request to exercise your rights within one month of receiving it. This period may be extended by two months when the request is complex or when we receive many requests; we will tell you so within the first month.',
      ],
    },
    {
      id: 'children',
      title: "Children's information",
      paragraphs: [
        'Our services are not meant for children under 13 and we do not knowingly collect their data. If you believe your child has given us information, contact us and we will delete it promptly.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [
        'For any question about this policy or to exercise your rights, write to us through the Contact section of the website, stating what your request is about.',
      ],
    },
  ],
};
