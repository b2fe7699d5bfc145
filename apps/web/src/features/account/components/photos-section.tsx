import {
  ACCEPTED_IMAGE_TYPES,
  MAX_GALLERY_IMAGES,
  MAX_IMAGE_BYTES,
  restaurantErrors,
  type TRestaurantProfile,
} from '@portal/contract';
import { AspectRatio, Badge, Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedImages, useFilePreviews } from '@/shared/components/new-photos';
import { PhotoGrid, PhotoTile } from '@/shared/components/photo-grid';
import { AccountSection } from './account-section';
import type { AccountFormState } from './account-form-values';
import { ListGroup } from './list-group';

const IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

interface PhotoFieldsProps {
  form: AccountFormState;
  profile: TRestaurantProfile;
  disabled: boolean;
}

/** The logo: the current one, or the one chosen to replace it (until saved, it can be undone). */
function LogoField({ form, profile, disabled }: PhotoFieldsProps) {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  const chosen = form.values.logo_image;
  const chosenFiles = useMemo(() => (chosen ? [chosen] : []), [chosen]);
  const [preview] = useFilePreviews(chosenFiles);
  const current = profile.logo_image ? `${profile.imageUrl}${profile.logo_image}` : null;
  const shown = preview?.url || (preview ? null : current);

  return (
    <ListGroup
      id="account-logo"
      title={t('account.photos.logo')}
      description={t('account.photos.logoHint', { mb: IMAGE_MEGABYTES })}
      error={form.errors.logo_image}
    >
      <Group gap="md" align="center">
        <Box pos="relative" w={88} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={1}>
            {shown ? (
              <Image
                src={shown}
                alt={chosen ? t('account.photos.newLogoAlt') : t('account.photos.logoAlt')}
                radius="md"
                fit="cover"
              />
            ) : (
              <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Text size="xs" c="dimmed" ta="center" p={4}>
                  {chosen ? chosen.name : t('account.photos.noLogo')}
                </Text>
              </Center>
            )}
          </AspectRatio>
          {chosen && (
            <Badge pos="absolute" bottom={4} left={4} size="xs" color="olive">
              {t('account.photos.new')}
            </Badge>
          )}
        </Box>
        <Stack gap="xs" align="flex-start">
          <FileButton
            onChange={(file) => {
              resetRef.current?.();
              const [image] = acceptedImages(file ? [file] : []);
              if (image) form.setFieldValue('logo_image', image);
              form.clearFieldError('logo_image');
            }}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ 'aria-label': current ? t('account.photos.replaceLogo') : t('account.photos.chooseLogo') }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="sm"
                leftSection={<IconPhotoUp size={18} aria-hidden />}
                disabled={disabled}
                data-path="logo_image"
              >
                {current || chosen ? t('account.photos.replaceLogo') : t('account.photos.chooseLogo')}
              </Button>
            )}
          </FileButton>
          {chosen && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={disabled}
              onClick={() => form.setFieldValue('logo_image', null)}
            >
              {current ? t('account.photos.keepLogo') : t('account.photos.removeNewLogo')}
            </Button>
          )}
        </Stack>
      </Group>
    </ListGroup>
  );
}

/**
 * The gallery: stored photos (a deletion is only marked, sent on save, and can be undone) and
 * new ones chosen here (previews, removable). At most MAX_GALLERY_IMAGES once saved.
 */
function GalleryField({ form, profile, disabled }: PhotoFieldsProps) {
  const { t } = useTranslation();
  const files = form.values.restro_gallery_image;
  const marked = form.values.deleteimage;
  const stored = profile.restroGalleryImage;
  const kept = stored.filter((image) => !marked.includes(String(image.id))).length;
  const count = kept + files.length;
  const toggleDeletion = (id: string) =>
    form.setFieldValue('deleteimage', marked.includes(id) ? marked.filter((other) => other !== id) : [...marked, id]);

  return (
    <ListGroup
      id="account-gallery"
      title={t('account.photos.gallery')}
      description={t('account.photos.galleryHint', { max: MAX_GALLERY_IMAGES, mb: IMAGE_MEGABYTES })}
      error={form.errors.restro_gallery_image}
    >
      <Text size="sm" fw={600} mb="xs" aria-live="polite">
        {t('account.photos.count', { count, max: MAX_GALLERY_IMAGES })}
      </Text>
      <PhotoGrid
        ratio={4 / 3}
        files={files}
        onFilesChange={(next) => form.setFieldValue('restro_gallery_image', next)}
        onChoose={() => form.clearFieldError('restro_gallery_image')}
        room={MAX_GALLERY_IMAGES - count}
        tooMany={restaurantErrors.TOO_MANY_GALLERY_IMAGES}
        texts={{
          newAlt: (name) => t('account.photos.newPhotoAlt', { name }),
          newBadge: t('account.photos.new'),
          removeNew: (name) => t('account.photos.removeNewPhoto', { name }),
          add: t('account.photos.addPhotos'),
        }}
        disabled={disabled}
        addPath="restro_gallery_image"
      >
        {stored.map((image, index) => {
          const id = String(image.id);
          const deleting = marked.includes(id);
          return (
            <PhotoTile
              key={image.id}
              ratio={4 / 3}
              image={
                <Image
                  src={`${profile.imageUrl}${image.thumb_name}`}
                  alt={t('account.photos.photoAlt', { n: index + 1 })}
                  radius="md"
                  style={deleting ? { opacity: 0.35, filter: 'grayscale(1)' } : undefined}
                />
              }
              badge={
                deleting ? { label: t('account.photos.willBeDeleted'), color: 'red', variant: 'filled' } : undefined
              }
              action={{
                label: deleting
                  ? t('account.photos.keepPhoto', { n: index + 1 })
                  : t('account.photos.deletePhoto', { n: index + 1 }),
                color: deleting ? 'dark' : 'red',
                icon: deleting ? <IconArrowBackUp size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />,
                disabled,
                onClick: () => toggleDeletion(id),
              }}
            />
          );
        })}
      </PhotoGrid>
    </ListGroup>
  );
}

/** The logo (sidebar, public page) and the photos of the restaurant. */
export function PhotosSection(fields: PhotoFieldsProps) {
  const { t } = useTranslation();
  return (
    <AccountSection id="account-photos" title={t('account.photos.title')}>
      <Stack gap="xl">
        <LogoField {...fields} />
        <GalleryField {...fields} />
      </Stack>
    </AccountSection>
  );
}
