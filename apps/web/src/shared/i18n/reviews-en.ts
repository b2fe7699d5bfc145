import type { ReviewsCatalogue } from './reviews-fr';

/** English texts of the reviews screen: exactly the keys of `reviews-fr.ts`. */
export const reviewsEn: ReviewsCatalogue = {
  reviews: {
    title: 'Reviews',
    intro:
      'Reviews come from guests whose booking was honoured; each review is moderated before it is published. You may answer each one once.',
    tabs: {
      label: 'Reviews by status',
      published: 'Published',
      pending: 'In moderation',
      rejected: 'Rejected',
      deleted: 'Deleted',
      count: '{{label}} ({{count}})',
    },
    summary: {
      title: 'Average rating',
      average: '{{average}} out of 5',
      basedOn_one: 'from {{count}} published review',
      basedOn_other: 'from {{count}} published reviews',
      noAverage: 'No rating yet',
      distribution: 'Ratings',
      row_one: '{{stars}} stars: {{count}} review',
      row_other: '{{stars}} stars: {{count}} reviews',
      stars: '{{stars}} ★',
    },
    card: {
      label: 'Review by {{name}}',
      stars: '{{rating}} stars out of 5',
      anonymous: 'Guest',
      visit: 'Meal on {{date}}',
      published: 'Published on {{date}}',
      received: 'Received on {{date}}',
      reason: 'Reason: {{reason}}',
    },
    status: {
      published: 'Published',
      pending: 'In moderation',
      rejected: 'Rejected',
      deleted: 'Deleted',
    },
    response: {
      label: 'Your response',
      hint: 'One response per review, shown under it, no longer than the review. No insults and no personal data about the guest.',
      counter: '{{used}} / {{max}}',
      counterLabel: '{{used}} characters of {{max}} at most',
      tooLong: 'The response may not be longer than the review ({{max}} characters).',
      deadline: 'You may respond until {{date}}',
      expired: 'The time to respond ended on {{date}}.',
      submit: 'Publish the response',
      title: 'The restaurant’s response',
      answeredOn: 'Published on {{date}}',
      awaiting: 'Sent on {{date}}: waiting for moderation before it is published.',
    },
    report: {
      button: 'Report',
      title: 'Report this review',
      explanation:
        'The platform looks into the report and tells you its decision here. The review stays visible meanwhile.',
      reason: 'Why you report it',
      submit: 'Send the report',
      back: 'Back',
      state: {
        open: 'Reported on {{date}}: being looked into.',
        removed: 'Report upheld on {{date}}: the review was deleted.',
        kept: 'Report looked into on {{date}}: the review stays published.',
      },
      yourReason: 'Your reason: {{reason}}',
    },
    empty: {
      published: 'No published review yet.',
      pending: 'No review in moderation.',
      rejected: 'No rejected review.',
      deleted: 'No deleted review.',
    },
    pages: {
      previous: 'Previous page',
      next: 'Next page',
      label: 'Review pages',
      current: 'Page {{page}} of {{pages}}',
    },
    live: 'New review received',
  },
};
