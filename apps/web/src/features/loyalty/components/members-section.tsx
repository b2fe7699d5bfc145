import { LOYALTY_ADJUST_REASON_MAX_LENGTH, ZAdjustPointsRequestSchema } from '@portal/contract';
import { Button, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { ListSkeleton } from '@/shared/components/screen-states';
import { useLocale } from '@/shared/hooks/use-locale';
import { formatCount } from '@/shared/lib/dates';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useAdjustPoints, useLoyaltyMembers } from '../api/loyalty';

interface Member {
  customer_id: number;
  first_name: string;
  last_name: string;
  balance: number;
}

const nameOf = (member: Member) => [member.first_name, member.last_name].filter(Boolean).join(' ') || '—';

/** Points added (a gesture) or taken (a mistake) by hand: how many, and why, kept on the guest's history. */
function AdjustModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const adjust = useAdjustPoints();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { customer_id: String(member.customer_id), delta: '', reason: '' },
    schema: ZAdjustPointsRequestSchema,
    place: 'app',
    fieldOf: (problem) => (problem.field === 'customer_id' ? null : problem.field),
    submit: (_data, values) => adjust.mutateAsync(values),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal title={t('loyalty.members.adjustTitle', { name: nameOf(member) })} onClose={onClose} onSubmit={onSubmit}>
      <Text size="sm">
        {t('loyalty.members.balanceNow', { count: member.balance, points: formatCount(member.balance, locale) })}
      </Text>
      <TextInput
        label={t('loyalty.members.delta')}
        description={t('loyalty.members.deltaHelp')}
        inputMode="numeric"
        maxLength={6}
        data-autofocus
        {...form.getInputProps('delta')}
      />
      <TextInput
        label={t('loyalty.members.reason')}
        maxLength={LOYALTY_ADJUST_REASON_MAX_LENGTH}
        {...form.getInputProps('reason')}
      />
      <FormActions alert={alert} submitting={submitting} submitLabel={t('loyalty.members.adjust')} />
    </FormModal>
  );
}

/** The programme's members, most recently active first, each with their balance and a way to adjust it. */
export function MembersSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const members = useLoyaltyMembers();
  const [adjusting, setAdjusting] = useState<Member | null>(null);
  const list = members.data?.data?.members;
  const dateOf = (at: number) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(at);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="loyalty-members">
      <Stack gap="sm">
        <Title order={2} size="h4" id="loyalty-members">
          {t('loyalty.members.title')}
        </Title>
        {!list ? (
          <ListSkeleton rows={[[40, 'md']]} />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('loyalty.members.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('loyalty.members.guest')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('loyalty.members.balance')}
                  </Table.Th>
                  <Table.Th scope="col">{t('loyalty.members.lastActivity')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('loyalty.members.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((member) => (
                  <Table.Tr key={member.customer_id}>
                    <Table.Th scope="row" fw={500}>
                      {nameOf(member)}
                    </Table.Th>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {t('loyalty.points', { count: member.balance, points: formatCount(member.balance, locale) })}
                    </Table.Td>
                    <Table.Td>{dateOf(member.last_activity_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('loyalty.members.adjustFor', { name: nameOf(member) })}
                        onClick={() => setAdjusting(member)}
                      >
                        {t('loyalty.members.adjust')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {adjusting ? <AdjustModal member={adjusting} onClose={() => setAdjusting(null)} /> : null}
    </Paper>
  );
}
