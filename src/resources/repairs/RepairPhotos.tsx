/** A request's photos as thumbnails, each opening the photo full size in a new tab. */
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { attachmentUrl, thumbnailUrl } from '../../domain/attachments';
import type { AttachmentRef } from '../../domain/fields';

const SIZE_PX = 96;

export const RepairPhotos = ({ photos }: { photos: AttachmentRef[] }) => {
  const translate = useTranslate();
  if (photos.length === 0) return <Typography variant="body2">{translate('sat.repairs.noPhotos')}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <Link href={attachmentUrl(photo)} target="_blank" rel="noopener" aria-label={translate('sat.repairs.openPhoto', { name: photo.name })}>
            <img
              src={thumbnailUrl(photo)}
              alt={photo.name}
              width={SIZE_PX}
              height={SIZE_PX}
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </Link>
        </li>
      ))}
    </Box>
  );
};
