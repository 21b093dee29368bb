/**
 * What the MCP SDK and its clients do with a result that breaks its tool's `outputSchema` or the protocol,
 * in words: the lint rules (`valid-structured-content`) and the runtime's test-time guard report the same
 * problems with these messages. `{{name}}` marks a value filled in by the reporter.
 */
export const STRUCTURED_CONTENT_MESSAGES = {
  missingStructuredContent:
    'This tool declares an outputSchema, so the MCP SDK replaces a result without structuredContent with an isError result ("Output validation error: ... no structured content was provided"): this return never succeeds. Add structuredContent that matches the schema.',
  falsyStructuredContent:
    'structuredContent is {{value}} here, which the MCP SDK 1.x counts as missing: with the tool\'s outputSchema it replaces the result with an isError result ("Output validation error: ... no structured content was provided"). Give it an object that matches the schema.',
  undeclaredKey:
    '"{{key}}" is not in the tool\'s outputSchema: the server sends it unchecked, and strict clients (the SDK\'s own Client.callTool, Ajv) reject the whole result ("must NOT have additional properties"). Add it to the schema, or leave it out.',
  undeclaredKeyOnError:
    '"{{key}}" is not in the tool\'s outputSchema: MCP SDK 1.x clients check structuredContent even on isError results, and throw ("must NOT have additional properties"). Add it to the schema, or leave it out.',
  missingKeys:
    'structuredContent lacks {{keys}}, which the tool\'s outputSchema requires: the SDK replaces this result with an isError result ("Output validation error"). Add them.',
  missingKeysOnError:
    "structuredContent lacks {{keys}}, which the tool's outputSchema requires: MCP SDK 1.x clients check structuredContent even on isError results, and throw. Add them, or leave structuredContent out of the error.",
  wrongType:
    '"{{key}}" is {{found}} here, where the tool\'s outputSchema says {{expected}}: the SDK replaces this result with an isError result ("Output validation error").',
  wrongTypeOnError:
    '"{{key}}" is {{found}} here, where the tool\'s outputSchema says {{expected}}: MCP SDK 1.x clients check structuredContent even on isError results, and throw.',
  schemaRejected:
    'the tool\'s outputSchema rejects this ({{issue}}): the SDK replaces this result with an isError result ("Output validation error"). Make the value match the schema.',
  schemaRejectedOnError:
    "the tool's outputSchema rejects this ({{issue}}): MCP SDK 1.x clients check structuredContent even on isError results, and throw. Make it match the schema, or leave structuredContent out of the error.",
  nonObjectStructuredContent:
    'structuredContent is {{what}}, but under MCP protocol revision 2025-11-25 it must be an object: clients reject the result. Wrap the value in an object ({ result: ... }), or set settings["tool-result"].mcp.protocolVersion to "2026-07-28" if every client speaks that revision.',
} as const;

/**
 * What Ajv-based MCP clients do with a result that the JSON Schema check alone finds (the runtime reports
 * these; the lint rules have no such case). `{{name}}` marks a value filled in by the reporter.
 */
export const OUTPUT_SCHEMA_MESSAGES = {
  propertyName:
    'structuredContent has the key "{{key}}", and the tool\'s outputSchema says its keys are {{expected}} (propertyNames): Ajv-based clients reject the result ("property name must be valid"). Rename the key, or widen the schema.',
  requiredInherited:
    "structuredContent lacks {{keys}}, which the tool's outputSchema requires. Ajv-based clients (the MCP SDK's) count a key named like an Object.prototype member as present, as every object inherits one, and accept the result; a client that checks own properties, as the JSON Schema specification says, rejects it. Add {{keys}}, or take them out of required.",
  inheritedMember:
    '"{{key}}" is absent here, but Ajv-based clients (the SDK\'s own Client.callTool) read an absent "{{key}}" through the prototype chain: they check the function every object inherits from Object.prototype against the tool\'s outputSchema, which says {{expected}}, and reject the whole result. Send "{{key}}" with a value the schema accepts, or rename the property in the schema.',
  inheritedMemberOnError:
    '"{{key}}" is absent here, but Ajv-based clients read an absent "{{key}}" through the prototype chain: they check the function every object inherits from Object.prototype against the tool\'s outputSchema, which says {{expected}}, and MCP SDK 1.x clients check structuredContent even on isError results, and throw. Send "{{key}}" with a value the schema accepts, or rename the property in the schema.',
  schemaTooDeep:
    'checking structuredContent against the outputSchema nested more than {{limit}} subschemas inside one another (a recursive "$ref" following a deep value), so the check stopped here. Make the value shallower, or the schema less recursive.',
} as const;

/** Fills a message's `{{name}}` placeholders. */
export function formatMessage(template: string, data: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/gu, (whole, name: string) =>
    Object.hasOwn(data, name) ? (data[name] as string) : whole,
  );
}
