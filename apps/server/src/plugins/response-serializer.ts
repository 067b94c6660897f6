import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { decodeBody, type BodyEncoding } from '../lib/encoded-bodies.ts';
import { jsonWriterFor } from '../lib/json-writer.ts';

/**
 * Writes each answer with fast-json-stringify, compiled at its first answer from the JSON Schema of the same Zod
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

/**
 * The same for JSON already in the encoding the request accepted (null: plain), which the compression hook
 * then leaves as it is. Under tests it is decoded to be checked.
 */
export function sendEncodedJson(
  reply: FastifyReply,
  body: Buffer,
  encoding: BodyEncoding | null,
): FastifyReply {
  if (reply.server.config.env === 'test') {
    checkAnswer(reply, (encoding ? decodeBody(body, encoding) : body).toString());
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Under tests, an answer written as text is checked against the route's 200 schema, as serialized ones are. */
function checkAnswer(reply: FastifyReply, json: string) {
  const { method, url, schema } = reply.request.routeOptions;
  const answerSchema = (schema?.response as Record<number, $ZodType> | undefined)?.[200];
  const result = answerSchema && safeEncode(answerSchema, JSON.parse(json));
  if (result?.error) throw new ResponseSerializationError(String(method), url ?? '', { cause: result.error });
}
