/**
 * A reference chosen by its display text in a searchable select, with the field's placeholder
 * ("Wybierz role") and, when the referenced list fails to load, its list-error text ("Brak Ról").
 * People are listed A→Z by surname, then first name (shown as everywhere else: "Imię Nazwisko").
 * Built on MUI's Autocomplete directly: its input slots are what MUI 9 expects.
 */
import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { ReferenceInput } from 'react-admin';
import { FieldTitle, ValidationError, useChoicesContext, useInput, useResourceContext, useTranslate, type RaRecord } from 'ra-core';
import type { FieldSpec } from '../../domain/fields';
import { getResource } from '../../domain/resources';
import { quietLoadOptions } from '../loadErrors';
import { inSelectOrder, REFERENCE_PAGE } from '../referenceQuery';
import { resourceKeys } from '../resourceKeys';

const recordText = (reference: string) => (record: RaRecord) =>
  getResource(reference)
    .recordText.map((name) => record[name])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');

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
  const selected = options.find((choice) => String(choice.id) === String(input.value)) ?? null;
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const message = fieldState.error?.message;
  const helperText =
    invalid && message ? <ValidationError error={message} /> : failed && listError ? translate(listError) : ' ';
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, choice) => input.onChange(choice ? choice.id : null)}
      onBlur={input.onBlur}
      getOptionLabel={recordText(reference)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={isPending && !error}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(failed && listError ? listError : 'sat.table.empty')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      fullWidth
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

export const ReferenceSelectInput = ({ source, field, isRequired }: ReferenceSelectInputProps) => {
  const resource = useResourceContext();
  const reference = field.reference ?? '';
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={field.referenceWhere}
      perPage={REFERENCE_PAGE}
      sort={getResource(reference).defaultSort}
      queryOptions={quietLoadOptions}
    >
      <ReferenceAutocomplete source={source} field={field} isRequired={isRequired} resource={resource} />
    </ReferenceInput>
  );
};
