import { declareReadModel } from '../../db/read-model.js';

/**
 * What the public page reads of tables other modules own (it writes none): only the version of a
 * restaurant's published reviews and responses, read at every request. The reviews themselves
 * come from the reviews module's service.
 */
export const readModel = declareReadModel({
  reviews: {
    owner: 'reviews',
    columns: ['id', 'restaurant_id', 'status', 'published_at'],
    indexes: [['restaurant_id', 'status', 'published_at', 'id']],
    why: 'The page is cached under the version of everything it shows: its published reviews are counted from the index alone (how many, which ids, the latest publication), so a review published, withdrawn or removed changes the page at the next request, in every process.',
  },
  review_responses: {
    owner: 'reviews',
    columns: ['review_id', 'status', 'published_at'],
    indexes: [['review_id']],
    why: 'A response published under one of those reviews changes the page too: each is found by its review, one per review.',
  },
});
