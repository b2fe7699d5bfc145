export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { apiRequest, setUnauthorizedHandler } from './client';
export { createQueryClient, type MutationConfig } from './query-client';
export { apiUpload } from './upload';
