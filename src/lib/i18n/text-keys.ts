import type { DomainResources } from './text-domains';
import type { ConsoleResources } from './zh-CN-console';
import type { CoreResources } from './zh-CN';

/** The dotted paths to the strings of a catalogue: { a: { b: '' } } gives 'a.b'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/**
 * Every key t() accepts (the login's, the console's and its domains'): the Chinese catalogues are the reference (en-US-*.ts are typed against them, so English
 * has exactly these keys). A key built at run time must be a template literal over a union, e.g.
 * `apply.states.${ApplyState}`, so an unknown key fails the type check.
 */
export type TextKey = Leaves<CoreResources & ConsoleResources & DomainResources>;

/** Values put in place of {{name}} in a text (null and undefined as nothing). */
export type TextVars = Record<string, string | number | null | undefined>;
