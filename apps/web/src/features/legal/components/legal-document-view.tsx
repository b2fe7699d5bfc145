import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { LegalDocument, LegalSection } from '../content/types';

function Section({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={section.id}>
      <Title order={level} id={section.id} size={level === 2 ? 'h3' : 'h4'} mt={level === 2 ? 'md' : 'xs'}>
        {section.title}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items && (
        <List spacing={4} withPadding>
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {section.after?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.sections?.map((child) => (
        <Section key={child.id} section={child} level={3} />
      ))}
    </Stack>
  );
}

/** A legal text with its date and a table of contents; readable at 390 px and 1280 px. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const { t } = useTranslation();
  useDocumentTitle(`${doc.title} · ${t('app.name')}`);
  return (
    <Container size={820} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {doc.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('legal.updated', { date: doc.updated })}
          </Text>
          {doc.intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <nav aria-label={t('legal.contents')}>
            <Text fw={700} size="sm" mb={4}>
              {t('legal.contents')}
            </Text>
            <List size="sm" spacing={2}>
              {doc.sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} size="sm" underline="hover">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {doc.sections.map((section) => (
            <Section key={section.id} section={section} level={2} />
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
