import {
  ZEditMyDetailsRequestSchema,
  customerErrors,
  type MessagePair,
  type TEditMyDetailsResponse,
  type TRestaurantProfile,
} from '@portal/contract';
import { Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { FormAlert } from '@/shared/components/form-alert';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useSaveMyDetails } from '../api/account';
import classes from './account-form.module.css';
import { AboutSection } from './about-section';
import {
  extraProblems,
  focusPathOf,
  formFieldOf,
  phoneChanged,
  profileFields,
  profileValues,
  type AccountFormValues,
} from './account-form-values';
import type { PendingContactChange } from './contact-code-modal';
import { HoursSection } from './hours-section';
import { LegalSection } from './legal-section';
import { LinksSection } from './links-section';
import { RestaurantSection } from './restaurant-section';

// Only a change of phone or e-mail asks for a code: the modal loads then.
// The photos (their grid, the file buttons) come just after the form's fields: the column beside
// them on a computer, below them on a phone.
const PhotosSection = lazy(() => import('./photos-section').then((module) => ({ default: module.PhotosSection })));
// The upload's bar shows only while photos go up: its code loads then.
const UploadProgress = lazy(() =>
  import('@/shared/components/upload-progress').then((module) => ({ default: module.UploadProgress })),
);
const ContactCodeModal = lazy(() =>
  import('./contact-code-modal').then((module) => ({
    default: module.ContactCodeModal<TEditMyDetailsResponse>,
  })),
);

type SaveOutcome =
  | { kind: 'saved'; response: TEditMyDetailsResponse }
  /** A new e-mail or phone: nothing saved yet, a code went to it. */
  | { kind: 'code-sent'; message: MessagePair };

/** The new contact details a code was sent to, as the partner typed them. */
function changedContacts(values: AccountFormValues, profile: TRestaurantProfile): string[] {
  const targets: string[] = [];
  const email = values.email.trim();
  if (email.toLowerCase() !== profile.email.toLowerCase()) targets.push(email);
  if (phoneChanged(values, profile)) targets.push(`${values.country_code} ${values.phone.trim()}`);
  return targets;
}

/**
 * The profile form. Checked on submit with the contract's rules, in the contract's order; the
 * first problem is a 2-second toast and marks its field. Saved as multipart with the new logo and
 * photos, with upload progress; the answer is the profile the form then shows. A new e-mail or
 * phone asks for the code sent to it, then the same save is sent again with the code; a new
 * phone also asks for the current password, sent with both saves.
 */
export function AccountForm({ profile }: { profile: TRestaurantProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveMyDetails();
  const [initialValues] = useState(() => profileValues(profile));
  const [progress, setProgress] = useState<number | null>(null);
  const [pendingChange, setPendingChange] = useState<PendingContactChange | null>(null);
  // What the first save sent, to send again with the code.
  const valuesAwaitingCode = useRef<AccountFormValues | null>(null);
  // The new contact details a code was last sent to: within the resend cooldown, that code is
  // still the one to enter.
  const lastCodeTargets = useRef<string | null>(null);
  // The values when a problem is placed (the first day with its own hours takes the focus).
  const currentValues = useRef(initialValues);

  const send = async (values: AccountFormValues, otp: string) => {
    const withFiles = values.logo_image !== null || values.restro_gallery_image.length > 0;
    if (withFiles) setProgress(0);
    try {
      return await save.mutateAsync({
        fields: profileFields(values, locale, phoneChanged(values, profile), otp),
        logo: values.logo_image,
        gallery: values.restro_gallery_image,
        ...(withFiles ? { onProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) } : {}),
      });
    } finally {
      setProgress(null);
    }
  };

  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues,
    schema: ZEditMyDetailsRequestSchema,
    toRequest: (values) => profileFields(values, locale, phoneChanged(values, profile)),
    extraChecks: extraProblems,
    fieldOf: ({ field }) => (field ? formFieldOf(field) : null),
    focusPathOf: (field) => focusPathOf(field, currentValues.current),
    place: 'app',
    submit: async (_data, values): Promise<SaveOutcome> => {
      const targets = changedContacts(values, profile).join('|');
      try {
        return { kind: 'saved', response: await send(values, '') };
      } catch (error) {
        if (isApiError(error) && error.code === 'CONTACT_CODE_SENT') {
          lastCodeTargets.current = targets;
          return { kind: 'code-sent', message: error.pair };
        }
        if (isApiError(error) && error.code === 'OTP_COOLDOWN' && targets === lastCodeTargets.current) {
          return { kind: 'code-sent', message: customerErrors.CONTACT_CODE_SENT };
        }
        throw error;
      }
    },
    successMessage: (outcome) => (outcome.kind === 'saved' ? answerMessage(outcome.response) : null),
    onSuccess: (outcome, { values }) => {
      if (outcome.kind === 'saved') {
        showSaved(outcome.response);
        return;
      }
      valuesAwaitingCode.current = values;
      setPendingChange({ message: outcome.message, sentTo: changedContacts(values, profile) });
    },
  });
  useLeaveGuard(() => form.isDirty());
  useEffect(() => {
    currentValues.current = form.values;
  });

  /** The form becomes the saved profile: new photos cleared, deletions gone, nothing unsaved. */
  function showSaved(response: TEditMyDetailsResponse) {
    if (!response.data) return;
    const saved = profileValues(response.data);
    form.setInitialValues(saved);
    form.setValues(saved);
    form.resetDirty(saved);
  }

  const confirmWithCode = (otp: string) => {
    const values = valuesAwaitingCode.current;
    if (!values) return Promise.reject(new Error('No save is waiting for a code'));
    return send(values, otp);
  };

  const busy = submitting || pendingChange !== null;
  const dirty = form.isDirty();

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        {/* Two columns on a large screen (the form, then photos and links), one on a phone. */}
        <div className={classes.columns}>
          <Stack gap="lg">
            <RestaurantSection form={form} profile={profile} />
            <AboutSection form={form} profile={profile} />
            <HoursSection form={form} />
            <LegalSection form={form} />
          </Stack>
          <Stack gap="lg">
            <Suspense fallback={<Skeleton height={320} radius="lg" />}>
              <PhotosSection form={form} profile={profile} disabled={busy} />
            </Suspense>
            <LinksSection form={form} profile={profile} />
          </Stack>
        </div>

        {/* Kept in view at the bottom of the screen: the form is long, on a phone above all. */}
        <Box
          pos="sticky"
          bottom={0}
          mt="lg"
          py="sm"
          style={{
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Stack gap="xs">
            <FormAlert pair={alert} />
            {progress !== null && (
              <Suspense fallback={null}>
                <UploadProgress
                  id="account-upload-label"
                  label={t('account.uploading', { percent: progress })}
                  percent={progress}
                />
              </Suspense>
            )}
            <Group justify="flex-end" gap="sm" wrap="nowrap">
              <Button
                variant="default"
                aria-label={t('account.reset')}
                leftSection={<IconArrowBackUp size={18} aria-hidden />}
                disabled={!dirty || submitting}
                onClick={() => form.reset()}
              >
                {/* The whole label does not fit beside the save button on a phone. */}
                <Box component="span" visibleFrom="sm">
                  {t('account.reset')}
                </Box>
                <Box component="span" hiddenFrom="sm">
                  {t('account.resetShort')}
                </Box>
              </Button>
              <Button type="submit" loading={submitting} miw={140}>
                {t('account.save')}
              </Button>
            </Group>
          </Stack>
        </Box>
      </form>
      {pendingChange && (
        <Suspense fallback={null}>
          <ContactCodeModal
            pending={pendingChange}
            confirm={confirmWithCode}
            onConfirmed={(response) => {
              setPendingChange(null);
              valuesAwaitingCode.current = null;
              showSaved(response);
            }}
            onCancel={() => {
              setPendingChange(null);
              valuesAwaitingCode.current = null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
