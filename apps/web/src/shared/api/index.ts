export { isApiError } from './api-error';
export { apiRequest, setUnauthorizedHandler } from './client';
export { useInvalidatingMutation, type CallbacksOf, type MutationCallbacks } from './mutation';
export { createQueryClient } from './query-client';
export { createQueryKeys, menuListQuery, menuRootKey } from './query-keys';
export { apiUpload } from './upload';
