import { Readable } from 'node:stream';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { jsonWriterFor } from '../lib/json-writer.ts';

/**
 * Writes each answer with fast-json-stringify, compiled once per route from the JSON Schema of the same Zod
 * schema (only its declared fields, as Zod's own encoding keeps). Re-validating every answer with Zod cost
 * more than the database read on the larger lists, so only tests (`validate`) still check each answer
 * against its schema first, failing with the same error as the Zod serializer did.
 */
export function createResponseSerializerCompiler(options: {
  validate: boolean;
}): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) => {
    const stringify = jsonWriterFor(schema);
    if (!options.validate) return stringify;
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}

/**
 * Sends an answer the route wrote as JSON text itself (the largest, hottest reads), past the serializer. Under
 * tests it is checked against the route's 200 schema first, like every serialized answer.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  if (reply.server.config.env === 'test') checkAnswer(reply, json.toString());
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The same for JSON text in parts, written one after another without joining them first. */
export function sendJsonParts(reply: FastifyReply, parts: readonly Buffer[]): FastifyReply {
  if (reply.server.config.env === 'test') checkAnswer(reply, Buffer.concat(parts).toString());
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', length)
    .send(Readable.from(parts, { objectMode: false }));
}

/** Under tests, an answer written as text is checked against the route's 200 schema, as serialized ones are. */
function checkAnswer(reply: FastifyReply, json: string) {
  const { method, url, schema } = reply.request.routeOptions;
  const answerSchema = (schema?.response as Record<number, $ZodType> | undefined)?.[200];
  const result = answerSchema && safeEncode(answerSchema, JSON.parse(json));
  if (result?.error) throw new ResponseSerializationError(String(method), url ?? '', { cause: result.error });
}
