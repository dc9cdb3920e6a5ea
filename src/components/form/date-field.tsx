import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DayInput } from '../day-input';
import { FieldFrame } from './field-frame';

interface Props<T extends FieldValues, Out> {
  /** The form's control; its output type (what the form submits) may differ from its values. */
  control: Control<T, unknown, Out>;
  /** A field holding 'YYYY-MM-DD' or ''. */
  name: FieldPath<T>;
  id: string;
  label: string;
  min?: string | undefined;
  max?: string | undefined;
}

/** A labelled day of a form, written 'YYYY-MM-DD' like the filters' date range, whatever the browser's language. */
export function DateField<T extends FieldValues, Out = T>({ control, name, id, label, min, max }: Props<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldFrame id={id} label={label} error={fieldState.error?.message}>
      <DayInput
        id={id}
        label={label}
        value={String(field.value ?? '')}
        onChange={(day) => field.onChange(day)}
        min={min}
        max={max}
        wide
      />
    </FieldFrame>
  );
}
