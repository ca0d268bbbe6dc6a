/**
 * A list cell of a `file` field: each image as its small thumbnail (loaded lazily, as the list
 * scrolls), any other file (a PDF) as an icon with its name; each links to the file, opened in a
 * new tab. Plain elements, no MUI components: a list page has up to 50 rows.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { attachmentUrl, thumbnailUrl } from '../domain/attachments';
import type { AttachmentRef } from '../domain/fields';

const LINK = 'MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways sat-cellLink';
const THUMBNAIL_PX = 40;

export const AttachmentCell = ({ files, openLabel }: { files: unknown; openLabel(name: string): string }) => {
  if (!Array.isArray(files) || files.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      {(files as AttachmentRef[]).map((file) => (
        <a key={file.id} className={LINK} href={attachmentUrl(file)} target="_blank" rel="noopener" aria-label={openLabel(file.name)}>
          {file.thumbnail ? (
            <img
              src={thumbnailUrl(file)}
              alt={file.name}
              loading="lazy"
              width={THUMBNAIL_PX}
              height={THUMBNAIL_PX}
              style={{ objectFit: 'cover', borderRadius: 4, verticalAlign: 'middle' }}
            />
          ) : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
              <PictureAsPdfIcon fontSize="small" aria-hidden />
              {file.name}
            </span>
          )}
        </a>
      ))}
    </span>
  );
};
