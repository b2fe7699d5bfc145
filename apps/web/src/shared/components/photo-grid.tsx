import { ACCEPTED_IMAGE_TYPES, type MessagePair } from '@portal/contract';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  FileButton,
  Image,
  SimpleGrid,
  Text,
  type BadgeProps,
  type MantineColor,
  type MantineSpacing,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { showToast } from '../lib/notify';
import { acceptedImages, useFilePreviews } from './new-photos';

/**
 * One photo of a grid: the image, a badge in its lower corner ("new", "will be deleted") and a
 * round button on it (delete, keep, remove).
 */
export function PhotoTile({
  ratio,
  image,
  badge,
  action,
}: {
  ratio: number;
  image: ReactNode;
  badge?: { label: string; color: MantineColor; variant?: BadgeProps['variant'] } | undefined;
  action: {
    label: string;
    color: MantineColor;
    icon: ReactNode;
    loading?: boolean;
    disabled?: boolean | undefined;
    onClick: () => void;
  };
}) {
  return (
    <Box pos="relative">
      <AspectRatio ratio={ratio}>{image}</AspectRatio>
      {badge ? (
        <Badge pos="absolute" bottom={6} left={6} size="xs" color={badge.color} variant={badge.variant}>
          {badge.label}
        </Badge>
      ) : null}
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        color={action.color}
        variant="white"
        size="lg"
        radius="xl"
        aria-label={action.label}
        loading={action.loading}
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.icon}
      </ActionIcon>
    </Box>
  );
}

/**
 * The photos of a form: those already stored (the caller's tiles, first), then the ones chosen here
 * and not sent yet (previews with a "new" badge, removable), and the button that adds more, up to
 * `room`; a choice beyond it is told with `tooMany` and the rest kept out.
 */
export function PhotoGrid({
  children,
  ratio,
  files,
  onFilesChange,
  onChoose,
  room,
  tooMany,
  texts,
  disabled,
  mt,
  addPath,
}: {
  /** The stored photos' tiles. */
  children: ReactNode;
  ratio: number;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** After every choice of files, added or not. */
  onChoose?: () => void;
  room: number;
  tooMany: MessagePair;
  texts: { newAlt: (name: string) => string; newBadge: string; removeNew: (name: string) => string; add: string };
  disabled?: boolean | undefined;
  mt?: MantineSpacing;
  /** The form field the add button stands for (a refusal of that field brings the focus to it). */
  addPath?: string;
}) {
  const resetRef = useRef<() => void>(null);
  const previews = useFilePreviews(files);
  const full = disabled || room <= 0;

  const addFiles = (chosen: File[]) => {
    resetRef.current?.();
    const accepted = acceptedImages(chosen);
    if (accepted.length > room) showToast({ place: 'app', tone: 'error', message: tooMany });
    const added = accepted.slice(0, Math.max(0, room));
    if (added.length > 0) onFilesChange([...files, ...added]);
    onChoose?.();
  };

  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3, lg: 2 }} spacing="sm" mt={mt}>
        {children}
        {previews.map(({ file, url }, index) => (
          <PhotoTile
            key={`${file.name}-${index}`}
            ratio={ratio}
            image={
              url ? (
                <Image src={url} alt={texts.newAlt(file.name)} radius="md" />
              ) : (
                <Text size="xs" c="dimmed" ta="center" p="xs">
                  {file.name}
                </Text>
              )
            }
            badge={{ label: texts.newBadge, color: 'olive' }}
            action={{
              label: texts.removeNew(file.name),
              color: 'dark',
              icon: <IconX size={16} aria-hidden />,
              disabled,
              onClick: () => onFilesChange(files.filter((_, i) => i !== index)),
            }}
          />
        ))}
      </SimpleGrid>
      <FileButton
        onChange={addFiles}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        resetRef={resetRef}
        disabled={full}
        inputProps={{ 'aria-label': texts.add }}
      >
        {(props) => (
          <Button
            {...props}
            mt="sm"
            variant="light"
            fullWidth
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            disabled={full}
            data-path={addPath}
          >
            {texts.add}
          </Button>
        )}
      </FileButton>
    </>
  );
}
