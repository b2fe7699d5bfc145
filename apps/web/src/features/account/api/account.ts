import { apiPaths, type TProfileFormFields } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiUpload, useInvalidatingMutation } from '@/shared/api';
import { restaurantKeys, restaurantSchemas, storeRestaurantProfile } from '@/shared/api/restaurant-details';
import { useLocale } from '@/shared/hooks/use-locale';

/** The profile form as the server reads it: every field as text, lists comma-separated or JSON. */
export type ProfileFields = { [K in keyof Required<TProfileFormFields>]: string };

export interface SaveMyDetailsInput {
  fields: ProfileFields;
  /** A new logo, replacing the current one. */
  logo: File | null;
  /** New gallery photos, sent as repeated `restro_gallery_image` parts. */
  gallery: File[];
  /** Share of the upload sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The multipart body of editMyDetails. */
function profileFormData({ fields, logo, gallery }: SaveMyDetailsInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo) form.append('logo_image', logo, logo.name);
  for (const file of gallery) form.append('restro_gallery_image', file, file.name);
  return form;
}

/*
 * POST v1/restaurant/editMyDetails (multipart, with upload progress). The answer's schema comes with
 * the profile's, loaded by the profile's first read (this screen's): the screen's code leaves it out.
 */
async function saveMyDetails(input: SaveMyDetailsInput) {
  const { ZEditMyDetailsResponseSchema } = await restaurantSchemas();
  return apiUpload(apiPaths.editMyDetails, {
    form: profileFormData(input),
    schema: ZEditMyDetailsResponseSchema,
    auth: 'partner',
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}

/**
 * Saves the profile. The answer is the profile now: it replaces the cached one and the stored
 * `userdata` at once (the sidebar shows the new name and logo). A new e-mail or phone is refused
 * first with CONTACT_CODE_SENT (nothing saved), then accepted with `otp`.
 */
export function useSaveMyDetails() {
  const queryClient = useQueryClient();
  const lang = useLocale();
  return useInvalidatingMutation({
    mutationKey: restaurantKeys.mutation('editMyDetails'),
    mutationFn: saveMyDetails,
    // The profile is written into the cache from the answer (no second read).
    invalidates: [],
    onSuccess: (response) => {
      if (response.data) storeRestaurantProfile(queryClient, response.data, lang);
    },
  });
}
