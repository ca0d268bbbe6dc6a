/**
 * A reference chosen by its display text in a searchable select, with the field's placeholder
 * ("Wybierz role") and, when the referenced list fails to load, its list-error text ("Brak Ról").
 * People are listed A→Z by surname, then first name (shown as everywhere else: "Imię Nazwisko").
 * A multi-reference (`references`) is the same select choosing several rows, shown as chips and
 * kept as an ascending id array (the API's shape). Built on MUI's Autocomplete directly: its
 * input slots are what MUI 9 expects.
 */
import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { FieldTitle, ValidationError, useChoicesContext, useInput, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import type { FieldSpec } from '../../domain/fields';
import { getResource } from '../../domain/resources';
import { quietLoadOptions } from '../loadErrors';
import { recordText } from '../recordText';
import { inSelectOrder, REFERENCE_PAGE } from '../referenceQuery';
import { resourceKeys } from '../resourceKeys';

interface ReferenceSelectInputProps {
  source: string;
  field: FieldSpec;
  /** Whether the form requires it (the label's mark). */
  isRequired?: boolean;
}

/** Inside ReferenceInput the resource context is the referenced one: the form's comes as a prop. */
const ReferenceAutocomplete = ({ source, field, isRequired, resource }: ReferenceSelectInputProps & { resource?: string }) => {
  const translate = useTranslate();
  const reference = field.reference ?? '';
  const { allChoices, isPending, error } = useChoicesContext<RaRecord>();
  const options = useMemo(() => inSelectOrder(reference, allChoices ?? []), [reference, allChoices]);
  const { field: input, fieldState, formState, id } = useInput({ source });
  const listError = resourceKeys(getResource(reference)).listError;
  const failed = Boolean(error && listError);
  const multiple = field.type === 'references';
  const ids: unknown[] = Array.isArray(input.value) ? input.value : [];
  const selected = multiple
    ? options.filter((choice) => ids.some((id) => String(id) === String(choice.id)))
    : (options.find((choice) => String(choice.id) === String(input.value)) ?? null);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const message = fieldState.error?.message;
  const helperText = invalid && message ? <ValidationError error={message} /> : failed && listError ? translate(listError) : ' ';
  return (
    <Autocomplete<RaRecord, boolean>
      id={id}
      options={options}
      value={selected}
      multiple={multiple}
      onChange={(_event, choice: RaRecord | RaRecord[] | null) => input.onChange(Array.isArray(choice) ? ascendingIds(choice) : choice ? choice.id : null)}
      onBlur={input.onBlur}
      getOptionLabel={recordText(reference)}
      isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
      loading={isPending && !error}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(failed && listError ? listError : 'sat.table.empty')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      fullWidth
      disabled={input.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={input.name}
          inputRef={input.ref}
          label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
          placeholder={field.placeholder ? translate(`resources.${resource}.placeholders.${source}`) : undefined}
          error={invalid || failed}
          helperText={helperText}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
};

const ascendingIds = (rows: RaRecord[]): Identifier[] => rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b) || String(a).localeCompare(String(b)));

export const ReferenceSelectInput = ({ source, field, isRequired }: ReferenceSelectInputProps) => {
  const resource = useResourceContext();
  const reference = field.reference ?? '';
  const Choices = field.type === 'references' ? ReferenceArrayInput : ReferenceInput;
  return (
    <Choices
      source={source}
      reference={reference}
      filter={field.referenceWhere}
      perPage={REFERENCE_PAGE}
      sort={getResource(reference).defaultSort}
      queryOptions={quietLoadOptions}
    >
      <ReferenceAutocomplete source={source} field={field} isRequired={isRequired} resource={resource} />
    </Choices>
  );
};
