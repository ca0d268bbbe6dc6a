/**
 * The input of a `file` field: "Dodaj plik" (or a file dropped on it) uploads each chosen file at
 * once, with a progress bar, through the data provider's `uploadAttachment`; the stored files are
 * listed with their thumbnail (or a document icon), a link that opens them and a remove button.
 * The form holds the `AttachmentRef`s; the save sends their ids (writePayload), and the server
 * links them to the record then. An upload the server refuses (too big, wrong kind by content)
 * shows its Polish message under the field.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Avatar, Box, Button, FormControl, FormHelperText, FormLabel, IconButton, LinearProgress, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { FieldTitle, ValidationError, useDataProvider, useInput, useResourceContext, useTranslate } from 'ra-core';
import { acceptedTypes, attachmentMessages, attachmentUrl, fileSizeText, maxFilesOf, thumbnailUrl } from '../../domain/attachments';
import type { AttachmentRef, FieldSpec } from '../../domain/fields';
import type { SatDataProvider } from '../../providers/types';

interface FileInputProps {
  source: string;
  field: FieldSpec;
  isRequired?: boolean;
}

interface Upload {
  key: number;
  name: string;
  /** 0..1 */
  progress: number;
}

let nextUploadKey = 0;

const asRefs = (value: unknown): AttachmentRef[] => (Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : []);

export const FileInput = ({ source, field: spec, isRequired }: FileInputProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { field, fieldState, id } = useInput({ source, isRequired });
  const files = asRefs(field.value);
  // Uploads end one by one, after renders: each adds to the files as they are by then.
  const current = useRef(files);
  current.current = files;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const max = maxFilesOf(spec);
  const room = max - files.length - uploads.length;

  const setFiles = (next: AttachmentRef[]) => {
    current.current = next;
    field.onChange(next);
  };

  const uploadOne = async (file: File) => {
    const key = (nextUploadKey += 1);
    const progress = (fraction: number) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, progress: fraction } : upload)));
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const ref = await dataProvider.uploadAttachment!(file, { resource, field: source, onProgress: progress });
      setFiles([...current.current, ref]);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploads((list) => list.filter((upload) => upload.key !== key));
    }
  };

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setUploadError(null);
    if (!dataProvider.uploadAttachment) {
      setUploadError(translate('sat.attachments.unavailable'));
      return;
    }
    if (chosen.length > room) setUploadError(attachmentMessages.tooMany(max));
    chosen.slice(0, Math.max(room, 0)).forEach((file) => void uploadOne(file));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const formError = fieldState.invalid ? fieldState.error?.message : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl margin="dense" fullWidth error={Boolean(uploadError || formError)}>
      <FormLabel id={labelId}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={labelId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{ border: 1, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 1, mt: 0.5 }}
      >
        {files.map((ref) => (
          <Stack key={ref.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
            {ref.thumbnail ? (
              <Avatar variant="rounded" src={thumbnailUrl(ref)} alt="" sx={{ width: 40, height: 40 }} />
            ) : (
              <Avatar variant="rounded" sx={{ width: 40, height: 40 }}>
                <PictureAsPdfIcon />
              </Avatar>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link href={attachmentUrl(ref)} target="_blank" rel="noopener" noWrap sx={{ display: 'block' }}>
                {ref.name}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {fileSizeText(ref.size)}
              </Typography>
            </Box>
            <IconButton
              aria-label={translate('sat.attachments.remove', { name: ref.name })}
              onClick={() => setFiles(current.current.filter((file) => file.id !== ref.id))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        {uploads.map((upload) => {
          const percent = Math.round(upload.progress * 100);
          return (
            <Box key={upload.key} sx={{ py: 0.5 }}>
              <Typography variant="body2" noWrap>
                {upload.name}
              </Typography>
              <LinearProgress variant="determinate" value={percent} aria-label={translate('sat.attachments.uploading', { name: upload.name, percent })} />
            </Box>
          );
        })}
        {room > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="small" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()}>
              {translate('sat.attachments.add')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate('sat.attachments.drop')}
            </Typography>
          </Stack>
        )}
        <input
          ref={picker}
          id={id}
          type="file"
          hidden
          tabIndex={-1}
          accept={acceptedTypes(spec).join(',')}
          multiple={max > 1}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {uploadError ? (
        <FormHelperText>{uploadError}</FormHelperText>
      ) : formError ? (
        <FormHelperText>
          <ValidationError error={formError} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
};
