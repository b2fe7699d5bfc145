import { ZSignupRequestSchema } from '@portal/contract';
import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconMail,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useContractForm } from '@/shared/lib/form';
import classes from './landing-page.module.css';

/** The landing e-mail: required and well-formed, as the registration will check it. */
const ZLandingEmailSchema = ZSignupRequestSchema.pick({ email: true });

function Benefit({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder p="lg" radius="lg" h="100%">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="md" variant="light" color="brand" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(`${t('landing.submit')} · ${t('app.name')}`);

  // Nothing is sent from here: the e-mail is checked, then carried to the registration form.
  const { form, onSubmit } = useContractForm({
    initialValues: { email: '' },
    schema: ZLandingEmailSchema,
    place: 'auth',
    submit: (data) => data,
    onSuccess: ({ email }) => void navigate(paths.registration.getHref(email), { state: { email } }),
  });

  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg" py={{ base: 40, sm: 80 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg" justify="center">
              <Text className={classes.eyebrow} fw={700} size="sm" tt="uppercase">
                {t('landing.eyebrow')}
              </Text>
              <Title id="landing-title" order={1} className={classes.title}>
                {t('landing.title')}
              </Title>
              <Text size="lg" c="dark.5">
                {t('landing.subtitle')}
              </Text>
            </Stack>
            <Paper shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder className={classes.card}>
              {/* A drawn form sent before any script has run goes nowhere: no dialog to close (the app sends it). */}
              <form method="dialog" onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  <TextInput
                    label={t('landing.emailLabel')}
                    placeholder={t('landing.emailPlaceholder')}
                    type="email"
                    autoComplete="email"
                    size="md"
                    leftSection={<IconMail size={18} aria-hidden />}
                    {...form.getInputProps('email')}
                  />
                  <Button type="submit" size="md" fullWidth>
                    {t('landing.submit')}
                  </Button>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('landing.freeNote')}
                  </Text>
                </Stack>
              </form>
            </Paper>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 64 }} id="services" component="section">
        <Title order={2} ta="center" mb="xl">
          {t('landing.benefitsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <Benefit
            icon={<IconBuildingStore size={24} />}
            title={t('landing.benefitVisibilityTitle')}
            text={t('landing.benefitVisibilityText')}
          />
          <Benefit
            icon={<IconClipboardList size={24} />}
            title={t('landing.benefitOrdersTitle')}
            text={t('landing.benefitOrdersText')}
          />
          <Benefit
            icon={<IconToolsKitchen2 size={24} />}
            title={t('landing.benefitMenuTitle')}
            text={t('landing.benefitMenuText')}
          />
          <Benefit
            icon={<IconChartBar size={24} />}
            title={t('landing.benefitReportTitle')}
            text={t('landing.benefitReportText')}
          />
        </SimpleGrid>
      </Container>

      <Box component="section" className={classes.band}>
        <Container size="lg" py={{ base: 40, sm: 56 }}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing={40}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('landing.stepsTitle')}
              </Title>
              <List type="ordered" spacing="xs">
                <List.Item>{t('landing.step1')}</List.Item>
                <List.Item>{t('landing.step2')}</List.Item>
                <List.Item>{t('landing.step3')}</List.Item>
              </List>
            </Stack>
            <Stack gap="sm" id="about">
              <Group gap="xs">
                <IconUsers size={22} aria-hidden />
                <Title order={2} size="h3">
                  {t('landing.aboutTitle')}
                </Title>
              </Group>
              <Text>{t('landing.aboutText')}</Text>
            </Stack>
            <Stack gap="sm" id="contact">
              <Group gap="xs">
                <IconMail size={22} aria-hidden />
                <Title order={2} size="h3">
                  {t('landing.contactTitle')}
                </Title>
              </Group>
              <Text>{t('landing.contactText')}</Text>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
