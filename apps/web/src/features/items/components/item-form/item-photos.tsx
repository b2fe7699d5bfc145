import { MAX_IMAGES_PER_ITEM, MAX_IMAGE_BYTES, menuErrors, type TItemImage } from '@portal/contract';
import { Image, Input } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { confirmAction } from '@/shared/lib/confirm';
import { PhotoGrid, PhotoTile } from '@/shared/components/photo-grid';
import { useDeleteItemImage } from '../../api/item-form';

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
  const deleteImage = useDeleteItemImage({ onSuccess: toastCallSuccess, onError: toastCallError });

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
      <PhotoGrid
        ratio={1}
        files={files}
        onFilesChange={onFilesChange}
        room={MAX_IMAGES_PER_ITEM - stored.length - files.length}
        tooMany={menuErrors.TOO_MANY_IMAGES}
        texts={{
          newAlt: (name) => t('menu.itemForm.newPhotoAlt', { name }),
          newBadge: t('menu.itemForm.newPhoto'),
          removeNew: (name) => t('menu.itemForm.removeNewPhoto', { name }),
          add: t('menu.itemForm.addPhotos'),
        }}
        disabled={disabled}
        mt="xs"
      >
        {stored.map((image, index) => {
          const deleting = deleteImage.isPending && deleteImage.variables.imageId === image.id;
          return (
            <PhotoTile
              key={image.id}
              ratio={1}
              image={
                <Image
                  src={`${imageUrl}${image.thumb_name}`}
                  alt={t('menu.itemForm.photoAlt', { n: index + 1 })}
                  radius="md"
                  style={{ opacity: deleting ? 0.4 : 1 }}
                />
              }
              action={{
                label: t('menu.itemForm.deletePhoto', { n: index + 1 }),
                color: 'red',
                icon: <IconTrash size={16} aria-hidden />,
                loading: deleting,
                disabled,
                onClick: () => void askDelete(image, index),
              }}
            />
          );
        })}
      </PhotoGrid>
    </Input.Wrapper>
  );
}
