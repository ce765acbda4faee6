/**
 * Texts as data: a code and the values it needs. The planner and the compatibility rules
 * describe their findings this way; the API renders them with the English templates (the
 * contract's text), the Albanian pages with Albanian templates of the same codes. A table of
 * templates for another language must cover every code with the same values, or it does not
 * compile.
 */

/** Templates of one language: a function per code from its values to the text. */
export type Templates = Record<string, (values: never) => string>;

/** One text of a template table: its code and the values that code takes. */
export type MessageOf<T extends Templates> = { [K in keyof T & string]: { code: K; values: Parameters<T[K]>[0] } }[keyof T & string];

/** The same codes, taking the same values, in another language. */
export type Translation<T extends Templates> = { [K in keyof T]: (values: Parameters<T[K]>[0]) => string };

export function renderMessage<T extends Templates>(templates: Translation<T>, message: MessageOf<T>): string {
  return (templates[message.code] as (values: unknown) => string)(message.values);
}

/** A message builder for one template table: the values are checked against the code's template. */
export function messageOf<T extends Templates>() {
  return <K extends keyof T & string>(code: K, ...values: Parameters<T[K]>) => ({ code, values: values[0] }) as MessageOf<T>;
}
