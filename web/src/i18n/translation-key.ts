import type en from './locales/en.json';

type KeyPaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : KeyPaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every message key of the locale files, for typed maps of literal keys (`Record<X, TranslationKey>`). */
export type TranslationKey = KeyPaths<typeof en>;
