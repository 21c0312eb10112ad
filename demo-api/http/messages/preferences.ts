import type { Texts } from '../language.ts';

/** Refusals of a list's stored columns and saved views (issue 25). */
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

  // Saved views
  fieldBlank: { en: 'This field may not be blank.', es: 'Este campo no puede estar en blanco.' },
  viewNameTaken: {
    en: "You already have a view named '{name}' on this list.",
    es: "Ya tiene una vista llamada '{name}' en esta lista.",
  },
  viewsAtMost: {
    en: 'You have {count} views on this list, the most there can be. Delete one first.',
    es: 'Tiene {count} vistas en esta lista, el máximo posible. Elimine una primero.',
  },
  viewOwnerOnly: { en: "Only the view's owner can change it.", es: 'Solo el propietario de la vista puede cambiarla.' },
  expectedDict: {
    en: 'Expected a dictionary of items but got type "{type}".',
    es: 'Se esperaba un diccionario de elementos pero se recibió el tipo "{type}".',
  },
  searchTooManyKeys: {
    en: 'Ensure this field has no more than {max} keys.',
    es: 'Asegúrese de que este campo no tenga más de {max} claves.',
  },
  searchKey: {
    en: '"{key}" is not a search key: a letter, then letters or digits, at most 40.',
    es: '"{key}" no es una clave de búsqueda: una letra, luego letras o dígitos, como máximo 40.',
  },
  searchKeyNotKept: { en: 'A view does not keep "{key}".', es: 'Una vista no guarda "{key}".' },
  searchValueText: { en: 'The value of "{key}" must be text.', es: 'El valor de "{key}" debe ser texto.' },
  searchValueTooLong: {
    en: 'The value of "{key}" has more than {max} characters.',
    es: 'El valor de "{key}" tiene más de {max} caracteres.',
  },
} as const satisfies Texts;
