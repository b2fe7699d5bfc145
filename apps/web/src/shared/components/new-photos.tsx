import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, imageErrors } from '@portal/contract';
import { ActionIcon, AspectRatio, Badge, Box, Image, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { showToast } from '../lib/notify';

/*
 * Photos chosen in a form and not sent yet (a dish's photos, the restaurant's gallery and logo):
 * what the server will take, their previews, and a tile to show one with its remove button.
 */

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Previews of files not sent yet, revoked when they change or leave the screen. */
export function useFilePreviews(files: File[]): Array<{ file: File; url: string }> {
  const previews = useMemo(() => files.map((file) => ({ file, url: objectUrl(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) if (preview.url) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  return previews;
}

/** The images among `files` that the server can take; each other one is told in a toast. */
export function acceptedImages(files: File[]): File[] {
  return files.filter((file) => {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      showToast({ place: 'app', tone: 'error', message: imageErrors.IMAGE_INVALID });
      return false;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      showToast({ place: 'app', tone: 'error', message: imageErrors.IMAGE_TOO_LARGE });
      return false;
    }
    return true;
  });
}

/** One chosen photo: its preview (or its name when the browser cannot show it), a "new" badge, remove. */
export function NewPhotoTile({
  file,
  url,
  ratio,
  alt,
  badge,
  removeLabel,
  disabled,
  onRemove,
}: {
  file: File;
  url: string;
  ratio: number;
  alt: string;
  badge: string;
  removeLabel: string;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  return (
    <Box pos="relative">
      <AspectRatio ratio={ratio}>
        {url ? (
          <Image src={url} alt={alt} radius="md" />
        ) : (
          <Text size="xs" c="dimmed" ta="center" p="xs">
            {file.name}
          </Text>
        )}
      </AspectRatio>
      <Badge pos="absolute" bottom={6} left={6} size="xs" color="olive">
        {badge}
      </Badge>
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        color="dark"
        variant="white"
        size="lg"
        radius="xl"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Box>
  );
}
