/**
 * A site's boundary in its dialog (issue 31 §4): a map where each click adds a vertex, the kind
 * (area or corridor) and a corridor's width, undo and clear — and, for the keyboard, the same
 * boundary as text (src/domain/sites/boundary.ts), which is the value the form sends. The map is
 * loaded lazily.
 */
import { useState } from 'react';
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { GeoPoint } from '../../domain/geo';
import { parseDecimal } from '../../domain/numbers';
import { boundaryDraft, draftText, type BoundaryDraft } from '../../domain/sites/boundary';
import { lazyMap } from '../../maps/lazyMap';

const BoundaryMap = lazyMap(() => import('../../maps/BoundaryMap'));

export const BoundaryInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  const text: unknown = useWatch({ name: source });
  const written = boundaryDraft(text);
  // Kind and width are kept while there is no point yet to write them with.
  const [chosen, setChosen] = useState<Pick<BoundaryDraft, 'kind' | 'width_m'>>({ kind: written.kind, width_m: written.width_m });
  const [widthText, setWidthText] = useState(String(written.width_m).replace('.', ','));
  const draft: BoundaryDraft = written.points.length ? written : { ...written, ...chosen };
  const write = (next: BoundaryDraft) => {
    setChosen({ kind: next.kind, width_m: next.width_m });
    setValue(source, draftText(next) || null, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const add = (point: GeoPoint) => write({ ...draft, points: [...draft.points, point] });
  const readOnly = Boolean(formState.disabled);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('sat.form.boundary.title')}
      </Typography>
      {!readOnly && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.kind}
            aria-label={translate('sat.form.boundary.kind')}
            onChange={(_, kind: BoundaryDraft['kind'] | null) => kind && write({ ...draft, kind })}
          >
            <ToggleButton value="polygon">{translate('sat.form.boundary.polygon')}</ToggleButton>
            <ToggleButton value="corridor">{translate('sat.form.boundary.corridor')}</ToggleButton>
          </ToggleButtonGroup>
          {draft.kind === 'corridor' && (
            <TextField
              size="small"
              label={translate('sat.form.boundary.width')}
              value={widthText}
              sx={{ width: 190 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              onChange={(event) => {
                setWidthText(event.target.value);
                const width = parseDecimal(event.target.value);
                if (width !== null && width > 0) write({ ...draft, width_m: width });
              }}
            />
          )}
          <Button size="small" disabled={draft.points.length === 0} onClick={() => write({ ...draft, points: draft.points.slice(0, -1) })}>
            {translate('sat.form.boundary.undo')}
          </Button>
          <Button size="small" disabled={draft.points.length === 0} onClick={() => write({ ...draft, points: [] })}>
            {translate('sat.form.boundary.clear')}
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {translate('sat.form.boundary.points', { smart_count: draft.points.length })}
          </Typography>
        </Stack>
      )}
      <Box sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <BoundaryMap draft={draft} onAdd={readOnly ? undefined : add} label={translate(readOnly ? 'sat.form.boundary.mapReadOnly' : 'sat.form.boundary.map')} />
      </Box>
      <TextInput
        source={source}
        label="sat.form.boundary.text"
        fullWidth
        multiline
        minRows={2}
        helperText={readOnly ? false : 'sat.form.boundary.help'}
        sx={{ mt: 1 }}
      />
    </Box>
  );
};
