import { fuzzShard } from './fuzz-requests.js';

fuzzShard(2);
