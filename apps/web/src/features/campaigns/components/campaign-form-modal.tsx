import {
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CAMPAIGN_TEXT_MAX_LENGTH,
  type Locale,
  type MessagePair,
  type TCampaign,
  ZSaveCampaignRequestSchema,
} from '@portal/contract';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { BilingualTextFields } from '@/shared/components/bilingual-text-fields';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { useLocale } from '@/shared/hooks/use-locale';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { commonErrorTexts } from '@/shared/i18n/error-texts';
import { useCampaignPreview, useSaveCampaign, useSendCampaign, useSendTestCampaign } from '../api/campaigns';

function initialValues(campaign: TCampaign | null) {
  return {
    campaign_id: campaign ? String(campaign.id) : '',
    subject: campaign?.subject ?? '',
    fr_subject: campaign?.fr_subject ?? '',
    body: campaign?.body ?? '',
    fr_body: campaign?.fr_body ?? '',
    tags: campaign?.tags.join(', ') ?? '',
    last_visit_days: campaign?.last_visit_days === null || !campaign ? '' : String(campaign.last_visit_days),
  };
}

/**
 * A campaign from its draft to its sending: the subject and text in French and English and the
 * audience are saved as a draft, then the preview shows the message in either language with the
 * number of guests it would reach now, a test goes to the restaurant's own address, and the
 * sending asks first. A refusal (the weekly limit among them) is said above the buttons.
 */
export function CampaignFormModal({ campaign, onClose }: { campaign: TCampaign | null; onClose: () => void }) {
  const [saved, setSaved] = useState<TCampaign | null>(null);
  // A draft opened from the list shows its preview first.
  const [stage, setStage] = useState<'edit' | 'preview'>(campaign ? 'preview' : 'edit');
  const current = saved ?? campaign;
  return stage === 'edit' || !current ? (
    <CampaignForm
      campaign={current}
      onClose={onClose}
      onSaved={(draft) => {
        setSaved(draft);
        setStage('preview');
      }}
    />
  ) : (
    <CampaignPreview campaign={current} onEdit={() => setStage('edit')} onClose={onClose} />
  );
}

function CampaignForm({
  campaign,
  onClose,
  onSaved,
}: {
  campaign: TCampaign | null;
  onClose: () => void;
  onSaved: (campaign: TCampaign) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCampaign();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: initialValues(campaign),
    schema: ZSaveCampaignRequestSchema,
    place: 'app',
    fieldOf: (problem) => (problem.field === 'campaign_id' ? null : problem.field),
    submit: (_data, values) => save.mutateAsync(values),
    onSuccess: (answer) => {
      if (answer.data) onSaved(answer.data);
    },
  });
  return (
    <FormModal
      title={campaign ? t('campaigns.form.editTitle', { subject: campaign.fr_subject }) : t('campaigns.form.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      size="xl"
    >
      <BilingualTextFields
        form={form}
        fr={{ path: 'fr_subject', label: t('campaigns.form.frSubject') }}
        en={{ path: 'subject', label: t('campaigns.form.enSubject') }}
        maxLength={CAMPAIGN_SUBJECT_MAX_LENGTH}
      />
      <BilingualTextFields
        form={form}
        fr={{ path: 'fr_body', label: t('campaigns.form.frBody') }}
        en={{ path: 'body', label: t('campaigns.form.enBody') }}
        maxLength={CAMPAIGN_TEXT_MAX_LENGTH}
        multiline
      />
      <TextInput
        label={t('campaigns.form.tags')}
        description={t('campaigns.form.tagsHelp')}
        {...form.getInputProps('tags')}
      />
      <TextInput
        label={t('campaigns.form.lastVisit')}
        description={t('campaigns.form.lastVisitHelp')}
        inputMode="numeric"
        maxLength={4}
        {...form.getInputProps('last_visit_days')}
      />
      <FormActions alert={alert} submitting={submitting} submitLabel={t('campaigns.form.save')} />
    </FormModal>
  );
}

function CampaignPreview({
  campaign,
  onEdit,
  onClose,
}: {
  campaign: TCampaign;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Locale>(useLocale());
  const preview = useCampaignPreview(campaign.id, lang);
  const [refusal, setRefusal] = useState<MessagePair | null>(null);
  const refused = (error: unknown) => {
    if (isApiError(error) && error.handledBySignOut) return;
    setRefusal(isApiError(error) ? error.pair : commonErrorTexts.INTERNAL);
  };
  const test = useSendTestCampaign({ onSuccess: toastCallSuccess, onError: toastCallError });
  const send = useSendCampaign({
    onSuccess: (answer) => {
      toastCallSuccess(answer);
      onClose();
    },
    onError: refused,
  });
  const shown = preview.data?.data;
  const audience = shown?.audience ?? 0;

  async function askSending(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const confirmed = await confirmAction({
      title: t('campaigns.preview.confirmTitle'),
      message: t('campaigns.preview.confirmText', { count: audience }),
      confirmLabel: t('campaigns.preview.send'),
      cancelLabel: t('campaigns.cancel'),
    });
    if (confirmed) send.mutate(campaign.id);
  }

  return (
    <FormModal
      title={t('campaigns.preview.title')}
      onClose={onClose}
      onSubmit={(event) => void askSending(event)}
      size="xl"
    >
      <SegmentedControl
        aria-label={t('campaigns.preview.language')}
        value={lang}
        onChange={(value) => setLang(value as Locale)}
        data={[
          { value: 'fr', label: 'Français' },
          { value: 'en', label: 'English' },
        ]}
      />
      <Paper withBorder radius="md" p="md" aria-busy={!shown}>
        <Stack gap="xs">
          <Title order={3} size="h5" lang={lang}>
            {shown?.subject ?? ''}
          </Title>
          <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap' }}>
            {shown?.text ?? ''}
          </Text>
        </Stack>
      </Paper>
      {shown && (
        <Text fw={600} role="status">
          {t('campaigns.preview.audience', { count: audience })}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onEdit}>
          {t('campaigns.preview.edit')}
        </Button>
        <Button variant="light" loading={test.isPending} onClick={() => test.mutate(campaign.id)}>
          {t('campaigns.preview.test')}
        </Button>
      </Group>
      <FormActions
        alert={refusal}
        submitting={send.isPending}
        submitLabel={t('campaigns.preview.send')}
        cancelLabel={t('campaigns.cancel')}
        onCancel={onClose}
      />
    </FormModal>
  );
}
