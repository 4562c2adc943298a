import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { findIllFormedText, illFormedTextMessage } from '@pariksha/contract/common';

/**
 * The contract's validator for every request part a route declares (body, query, path, headers):
 * first every string and key must be well-formed Unicode (see `findIllFormedText`), then the
 * zod schema. One check for every text field, present and future, passwords included (refused,
 * never turned into U+FFFD); the failure is the usual 400 `validation_failed` envelope naming the
 * field.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = findIllFormedText(data);
    if (path === null) return validate(data);
    return {
      error: [
        {
          keyword: 'ill_formed_text',
          instancePath: path.map((key) => `/${key}`).join(''),
          schemaPath: '#',
          params: {},
          message: illFormedTextMessage,
        },
      ],
    };
  };
};
