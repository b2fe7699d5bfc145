import { DEFAULT_COUNTRY, type InvitableRole, type TStaffMember } from '@portal/contract';
import { Badge, Button, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/shared/components/screen-states';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadError } from '@/shared/components/load-error';
import { addTeamTexts } from '@/shared/i18n/team-catalogue';
import { PhoneInput, phoneFieldsOf } from '@/shared/components/phone-input';
import { paths } from '@/shared/config/paths';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { displayPhone } from '@/shared/lib/phone';
import { ZInviteFormSchema, useChangeStaffRole, useInviteStaff, useRemoveStaff, useStaffList } from '../api/team';

/** The team screen's own texts, in the language on screen: loaded before the first render. */
export const ready = addTeamTexts();

const initialValues = { name: '', country_code: DEFAULT_COUNTRY.dial_code, phone: '', role: 'staff' as InvitableRole };

/** The owner invites a manager or a staff member: a code goes to their phone. */
function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues,
    schema: ZInviteFormSchema,
    place: 'app',
    submit: (input) => invite.mutateAsync(input),
    successMessage: answerMessage,
    onSuccess: (_result, { form: done }) => done.setValues(initialValues),
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb={4}>
        {t('team.invite.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('team.invite.hint', { address: `${window.location.origin}${paths.invitation.getHref()}` })}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('team.invite.name')} autoComplete="off" maxLength={80} {...form.getInputProps('name')} />
          <PhoneInput {...phoneFieldsOf(form)} />
          <Radio.Group label={t('team.invite.role')} {...form.getInputProps('role')}>
            <Stack gap={6} mt={6}>
              {INVITABLE_ROLES.map((role) => (
                <Radio
                  key={role}
                  value={role}
                  label={t(`team.roles.${role}`)}
                  description={t(`team.roleHelp.${role}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} leftSection={<IconSend size={18} aria-hidden />}>
              {t('team.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The roles an invitation gives (the contract's INVITABLE_ROLES). */
const INVITABLE_ROLES: readonly InvitableRole[] = ['manager', 'staff'];

const stateColor = { active: 'green', invited: 'orange' } as const;

/** One line of the team: who, their phone and state, their role (changeable) and removal. */
function MemberRow({ member }: { member: TStaffMember }) {
  const { t } = useTranslation();
  const changeRole = useChangeStaffRole({ onSuccess: toastCallSuccess, onError: toastCallError });
  const remove = useRemoveStaff({ onSuccess: toastCallSuccess, onError: toastCallError });
  const isOwner = member.role === 'owner';
  const phone = member.phone.startsWith('+33') ? displayPhone('+33', member.phone.slice(3)) : member.phone;

  async function askRemoval() {
    const confirmed = await confirmAction({
      title: t('team.removeTitle'),
      subject: member.name,
      message: t('team.removeText'),
      confirmLabel: t('team.remove'),
      cancelLabel: t('team.cancel'),
    });
    if (confirmed) remove.mutate(member.id);
  }

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={member.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            {member.you ? (
              <Text size="sm" c="dimmed">
                {t('team.you')}
              </Text>
            ) : null}
          </Group>
          <Group gap={8} wrap="wrap">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {phone}
            </Text>
            <Badge variant="dot" color={stateColor[member.state]} c="dark" tt="none" size="md">
              {t(`team.state.${member.state}`)}
            </Badge>
          </Group>
        </Stack>
        {isOwner ? (
          <Badge variant="outline" color="dark">
            {t('team.roles.owner')}
          </Badge>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Radio.Group
              aria-label={t('team.roleOf', { name: member.name })}
              value={member.role}
              onChange={(role) => changeRole.mutate({ member_id: member.id, role: role as InvitableRole })}
            >
              <Group gap="sm">
                {INVITABLE_ROLES.map((role) => (
                  <Radio key={role} value={role} label={t(`team.roles.${role}`)} disabled={changeRole.isPending} />
                ))}
              </Group>
            </Radio.Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={remove.isPending}
              style={{ flexShrink: 0 }}
              onClick={() => void askRemoval()}
              aria-label={t('team.removeNamed', { name: member.name })}
            >
              {t('team.remove')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** /team (the owner's): the team, an invitation, roles and removals. */
export function TeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('team.title'));
  const list = useStaffList();
  return (
    <Stack gap="lg" maw={880}>
      <PageIntro title={t('team.title')} text={t('team.intro')} />
      <InviteForm />
      <section aria-labelledby="team-members">
        <Title order={2} size="h4" mb="sm" id="team-members">
          {t('team.members')}
        </Title>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Stack gap="sm">
            <Skeleton h={72} radius="md" />
            <Skeleton h={72} radius="md" />
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(list.data.data ?? []).map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
