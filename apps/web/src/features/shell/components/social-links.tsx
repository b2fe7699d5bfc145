import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { site } from '@/shared/config/site';

const networks = [
  { name: 'Facebook', href: site.social.facebook, Icon: IconBrandFacebook },
  { name: 'Instagram', href: site.social.instagram, Icon: IconBrandInstagram },
  { name: 'LinkedIn', href: site.social.linkedin, Icon: IconBrandLinkedin },
] as const;

export function SocialLinks({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  return (
    <Group gap="xs">
      {networks.map(({ name, href, Icon }) => (
        <ActionIcon
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={name}
          size="lg"
          radius="xl"
          variant={variant === 'dark' ? 'white' : 'light'}
          color="brand"
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
