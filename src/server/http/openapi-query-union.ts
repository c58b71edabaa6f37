import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

interface ObjectSchema {
  type?: string;
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** A property an option leaves undescribed (z.undefined() comes out as {} or {not: {}}): others describe it. */
const undescribed = (property: Record<string, unknown>) =>
  Object.keys(property).length === 0 || (Object.keys(property).length === 1 && 'not' in property);

/**
 * A query string that is a union of objects (GET /api/sailing-trips: the full list, or `view=summary` with its
 * parameters) as one list of parameters: every parameter any option reads, required only when every option
 * requires it. Swagger lists query parameters from one object schema and would otherwise mark a parameter of one
 * option as always required.
 */
export function documentQueryUnions<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    const schema = result.schema as FastifySchema & {
      querystring?: { anyOf?: ObjectSchema[]; oneOf?: ObjectSchema[] };
    };
    const options = schema.querystring?.oneOf ?? schema.querystring?.anyOf;
    if (!options?.every((option) => option.type === 'object')) return result;
    const properties: Record<string, Record<string, unknown>> = {};
    for (const option of options)
      for (const [name, property] of Object.entries(option.properties ?? {}))
        if (!(name in properties) || undescribed(properties[name] as Record<string, unknown>))
          properties[name] = property;
    const required = Object.keys(properties).filter((name) =>
      options.every((option) => option.required?.includes(name)),
    );
    return { ...result, schema: { ...schema, querystring: { type: 'object', properties, required } } };
  };
}
