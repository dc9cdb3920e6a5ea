import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/** What the kit needs of a zod schema (zod and zod/mini alike): parse and report issues by field path. */
export interface FormSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A contract schema, or a function loading one: pages outside the shell (the login page) pass
 * `() => import('...').then((m) => m.schema)` so zod arrives with the first validation, not with the first paint.
 */
export type SchemaSource = FormSchema | (() => Promise<FormSchema>);

export interface ZodFormOptions<T extends FieldValues> {
  schema: SchemaSource;
  defaultValues: DefaultValues<T>;
  /** Turns typed values into what the schema reads (e.g. numbers kept as typed text). */
  toInput?: (values: T) => unknown;
  /** Rules the schema cannot hold (a validity period against the clock): field -> message reference. They come
   * before the schema's message of the same field. */
  check?: (values: T) => Partial<Record<Path<T>, string>>;
  /** Schema keys whose messages belong to a field of another name, e.g. `{ approverIds: 'approvers' }`. */
  issueFields?: Record<string, Path<T>>;
}

export type ZodForm<T extends FieldValues, Out = T> = UseFormReturn<T, unknown, Out> & {
  /** A field's registration plus its error (a message reference), ready to spread on a kit input. */
  field: (
    name: Path<T>,
    options?: RegisterOptions<T, Path<T>>,
  ) => ReturnType<UseFormReturn<T>['register']> & {
    error: string | undefined;
  };
};

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** The first message of each field, keyed by its dotted path (or the field `renamed` names). */
function addIssues(errors: Record<string, FieldError>, issues: Issues, renamed: Record<string, string> = {}) {
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[renamed[key] ?? key] ??= { type: 'invalid', message: issue.message };
  }
}

/**
 * The console's one form hook: react-hook-form validated by a contract zod schema. Field messages are contract
 * message references (`key|arg0|arg1`) that the kit's inputs show in the UI language; submitted values are the
 * schema's output (trimmed, empty optionals absent).
 */
export function useZodForm<T extends FieldValues, Out = T>(options: ZodFormOptions<T>): ZodForm<T, Out> {
  // The latest options: a form may tighten its schema while open (a template's use-count limit).
  const latest = useRef(options);
  latest.current = options;
  const loaded = useRef<Promise<FormSchema> | null>(null);
  const resolver = useRef<Resolver<T, unknown, Out>>(async (values) => {
    const { schema, toInput, check, issueFields } = latest.current;
    let source: FormSchema;
    if (typeof schema === 'function') {
      loaded.current ??= schema();
      source = await loaded.current;
    } else source = schema;
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(check?.(values) ?? {})) {
      if (message) errors[name] = { type: 'check', message: message as string };
    }
    const parsed = source.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) addIssues(errors, parsed.error.issues, issueFields);
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
    return { values: (parsed as { data: Out }).data, errors: {} };
  });
  const form = useForm<T, unknown, Out>({ resolver: resolver.current, defaultValues: options.defaultValues });
  const field: ZodForm<T, Out>['field'] = (name, registerOptions) => ({
    ...form.register(name, registerOptions),
    error: (form.formState.errors as Record<string, FieldError | undefined>)[name]?.message,
  });
  return Object.assign(form, { field });
}
