import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGES_PER_ITEM,
  MAX_IMAGE_BYTES,
  menuErrors,
  type TItemImage,
} from '@portal/contract';
import { ActionIcon, AspectRatio, Box, Button, FileButton, Image, Input, SimpleGrid } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { NewPhotoTile, acceptedImages, useFilePreviews } from '@/shared/components/new-photos';
import { showToast } from '@/shared/lib/notify';
import { useDeleteItemImage } from '../../api/delete-item-image';

/**
 * The dish's photos: those already stored (each deletable after confirmation) and the new ones
 * chosen here (previews, removable before saving). Limits come from the contract.
 */
export function ItemPhotos({
  itemId,
  stored,
  imageUrl,
  files,
  onFilesChange,
  error,
  disabled,
}: {
  itemId: number | null;
  stored: TItemImage[];
  imageUrl: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  const deleteImage = useDeleteItemImage({ onSuccess: toastCallSuccess, onError: toastCallError });

  const previews = useFilePreviews(files);

  const room = MAX_IMAGES_PER_ITEM - stored.length - files.length;

  const addFiles = (chosen: File[]) => {
    resetRef.current?.();
    const accepted = acceptedImages(chosen);
    if (accepted.length > room) {
      showToast({ place: 'app', tone: 'error', message: menuErrors.TOO_MANY_IMAGES });
    }
    const kept = accepted.slice(0, Math.max(0, room));
    if (kept.length > 0) onFilesChange([...files, ...kept]);
  };

  const askDelete = async (image: TItemImage, index: number) => {
    if (itemId === null) return;
    const confirmed = await confirmAction({
      title: t('menu.itemForm.deletePhotoTitle'),
      message: t('menu.itemForm.deletePhotoConfirm', { n: index + 1 }),
      confirmLabel: t('menu.delete'),
      cancelLabel: t('menu.cancel'),
    });
    if (confirmed) deleteImage.mutate({ imageId: image.id, itemId });
  };

  return (
    <Input.Wrapper
      label={t('menu.itemForm.photos')}
      description={t('menu.itemForm.photosHint', { max: MAX_IMAGES_PER_ITEM, mb: MAX_IMAGE_BYTES / (1024 * 1024) })}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, lg: 2 }} spacing="sm" mt="xs">
        {stored.map((image, index) => (
          <Box key={image.id} pos="relative">
            <AspectRatio ratio={1}>
              <Image
                src={`${imageUrl}${image.thumb_name}`}
                alt={t('menu.itemForm.photoAlt', { n: index + 1 })}
                radius="md"
                style={{ opacity: deleteImage.isPending && deleteImage.variables.imageId === image.id ? 0.4 : 1 }}
              />
            </AspectRatio>
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              color="red"
              variant="white"
              size="lg"
              radius="xl"
              aria-label={t('menu.itemForm.deletePhoto', { n: index + 1 })}
              loading={deleteImage.isPending && deleteImage.variables.imageId === image.id}
              disabled={disabled}
              onClick={() => void askDelete(image, index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Box>
        ))}
        {previews.map(({ file, url }, index) => (
          <NewPhotoTile
            key={`${file.name}-${index}`}
            file={file}
            url={url}
            ratio={1}
            alt={t('menu.itemForm.newPhotoAlt', { name: file.name })}
            badge={t('menu.itemForm.newPhoto')}
            removeLabel={t('menu.itemForm.removeNewPhoto', { name: file.name })}
            disabled={disabled}
            onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
          />
        ))}
      </SimpleGrid>
      <FileButton
        onChange={addFiles}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        resetRef={resetRef}
        disabled={disabled || room <= 0}
        inputProps={{ 'aria-label': t('menu.itemForm.addPhotos') }}
      >
        {(props) => (
          <Button
            {...props}
            mt="sm"
            variant="light"
            fullWidth
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            disabled={disabled || room <= 0}
          >
            {t('menu.itemForm.addPhotos')}
          </Button>
        )}
      </FileButton>
    </Input.Wrapper>
  );
}
