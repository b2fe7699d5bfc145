import { keepPreviousData, type MutationKey, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { currentLocale } from '../i18n';
import { apiRequest, type RequestOptions } from './client';
import { useInvalidatingMutation, type InvalidatingMutationDefinition, type MutationCallbacks } from './mutation';

/*
 * The shapes most partner calls take: signed in, in the language on screen (the server words
 * names and refusals in it). A call with another shape uses `apiRequest` itself.
 */

type Schema<S extends z.ZodType> = RequestOptions<S>['schema'];
type Query = RequestOptions<z.ZodType>['query'];

/** A partner's reading, `lang` added to the query. */
export function partnerGet<S extends z.ZodType>(path: string, schema: Schema<S>, query: Query = {}) {
  return apiRequest(path, { query: { ...query, lang: currentLocale() }, schema, auth: 'partner' });
}

/** A partner's change, posted with `lang` added to the body. */
export function partnerPost<S extends z.ZodType>(path: string, schema: Schema<S>, body: Record<string, unknown> = {}) {
  return apiRequest(path, { method: 'POST', schema, auth: 'partner', body: { ...body, lang: currentLocale() } });
}

/**
 * The answers' schemas of a domain, from a module loaded with the first call that needs one (the
 * call does not wait for it): `schema('ZOfferListResponseSchema')`.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K): Promise<M[K]> => load().then((module) => module[name]);
}

/**
 * The hook of a call that has no effect of its own beyond what it makes stale:
 * `export const useSaveOffer = createMutation(offerKeys.mutation('save'), saveOffer, [offerKeys.all])`.
 */
export function createMutation<TData, TVariables>(
  mutationKey: MutationKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: InvalidatingMutationDefinition<TData, TVariables, undefined>['invalidates'],
) {
  return function useDeclaredMutation(callbacks?: MutationCallbacks<TData, TVariables>) {
    return useInvalidatingMutation({ mutationKey, mutationFn, invalidates }, callbacks);
  };
}

/** The query of one page of a list: the page on screen stays while the next one loads. */
export function pageQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return { queryKey, queryFn, placeholderData: keepPreviousData };
}
