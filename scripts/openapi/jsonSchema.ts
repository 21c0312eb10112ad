import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Json = Record<string, unknown>;

/**
 * The wire shape of a valibot schema (its input: what the API sends or receives, before the
 * app's transforms). What JSON Schema cannot say is kept, not dropped silently: a check or
 * transform that does not convert is named in the node's description and `x-app-checks`, and a
 * custom schema becomes "any value", described by its message.
 */
export function wireSchema(schema: v.GenericSchema): Json {
  const config: ConversionConfig = {
    typeMode: 'input',
    target: 'draft-2020-12',
    overrideAction: ({ valibotAction, jsonSchema, errors }) => {
      if (!errors) return undefined;
      return appOnly(jsonSchema as Json, valibotAction.type);
    },
    overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
      if (!errors) return undefined;
      const message = 'message' in valibotSchema && typeof valibotSchema.message === 'string' ? `: ${valibotSchema.message}` : '';
      return appOnly({ ...(jsonSchema as Json), description: `Any value here; the app checks it with its own rule${message}.` }, valibotSchema.type);
    },
  };
  const converted = toJsonSchema(schema, config) as Json;
  delete converted.$schema;
  return converted;
}

function appOnly(node: Json, what: string): Json {
  const checks = [...((node['x-app-checks'] as string[] | undefined) ?? []), what];
  const said = `Checked or reshaped by the app beyond this schema (to-json-schema override): ${checks.join(', ')}.`;
  const description = typeof node.description === 'string' && !node.description.startsWith('Checked or reshaped') ? `${node.description} ${said}` : said;
  return { ...node, description, 'x-app-checks': checks };
}
