/**
 * A JSON Schema document as a plain object: the contract's generated schema and the tool specs of the
 * agent runtime use this one type. Only the keywords the package reads or writes are spelled out; any
 * other keyword is allowed and kept as it is.
 */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema | boolean>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}
