import type { Texts } from '../language.ts';

/** Refusals of a list's stored columns (issue 25). */
export const preferencesTexts = {
  columnName: {
    en: 'Enter a column name: a letter, then letters, digits or underscores, at most 40.',
    es: 'Introduzca un nombre de columna: una letra, luego letras, dígitos o guiones bajos, como máximo 40.',
  },
  columnWidth: {
    en: 'Ensure this value is between {min} and {max}.',
    es: 'Asegúrese de que este valor esté entre {min} y {max}.',
  },
  columnTwice: { en: 'The column "{id}" is listed twice.', es: 'La columna "{id}" aparece dos veces.' },
} as const satisfies Texts;
