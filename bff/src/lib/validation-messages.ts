// Turns the JSON-schema validator's findings into one clear Spanish sentence.

export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

// Each part of a request named after "en" (`en el cuerpo`) and after "de" (`del cuerpo`: Spanish
// contracts "de el" into "del").
const CONTEXT: Record<string, { en: string; de: string }> = {
  body: { en: 'el cuerpo', de: 'del cuerpo' },
  querystring: { en: 'la consulta', de: 'de la consulta' },
  params: { en: 'la ruta', de: 'de la ruta' },
  headers: { en: 'las cabeceras', de: 'de las cabeceras' },
};
const ANYWHERE = { en: 'la solicitud', de: 'de la solicitud' };

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

function fieldName(issue: SchemaIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path;
}

export function spanishValidationMessage(issue: SchemaIssue, context?: string): string {
  const part = CONTEXT[context ?? ''] ?? ANYWHERE;
  const where = part.en;
  const field = fieldName(issue);
  const subject = field ? `El campo «${field}»` : `El valor ${part.de}`;
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `Falta el campo obligatorio «${field ? `${field}.` : ''}${String(p.missingProperty)}» en ${where}.`;
    case 'type': {
      const expected = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' o ');
      return `${subject} debe ser ${expected}.`;
    }
    case 'minLength':
      return Number(p.limit) <= 1 ? `${subject} no puede estar vacío.` : `${subject} debe tener al menos ${String(p.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} no puede tener más de ${String(p.limit)} caracteres.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} debe ser mayor o igual a ${String(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} debe ser menor o igual a ${String(p.limit)}.`;
    case 'pattern':
    case 'format':
      return `${subject} no tiene un formato válido.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${subject} no tiene un valor permitido.`;
    case 'additionalProperties':
      return `El campo «${field ? `${field}.` : ''}${String(p.additionalProperty)}» no está permitido en ${where}.`;
    case 'minItems':
      return `${subject} debe tener al menos ${String(p.limit)} elementos.`;
    case 'maxItems':
      return `${subject} no puede tener más de ${String(p.limit)} elementos.`;
    default:
      return `${subject} no es válido.`;
  }
}
