import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorCatalogue, isErrorCode } from '../domain/error-catalogue';

// graphql-js words a refused variable as 'Variable "$input" got invalid value <the value> at
// "input.a.b"; <why>'. The value may be anything the caller sent (a megabyte of text), so the answer
// keeps only the field and the reason.
const INVALID_VARIABLE = /^Variable "\$[A-Za-z_][A-Za-z0-9_]*" got invalid value /;
const AT_FIELD = / at "([A-Za-z_][A-Za-z0-9_.[\]]*)"; /;

// A scalar's own reason reads better without graphql-js's 'Expected type "DateTime". ' before it.
const EXPECTED_TYPE = /^Expected type "[A-Za-z]+"\. /;

function withoutTypeName(reason: string): string {
  const typeName = EXPECTED_TYPE.exec(reason)?.[0];
  return typeName && reason.length > typeName.length ? reason.slice(typeName.length) : reason;
}

function refusedVariable(message: string): { message: string; field?: string } {
  if (!INVALID_VARIABLE.test(message)) return { message };
  const at = AT_FIELD.exec(message);
  if (at?.[1]) return { message: withoutTypeName(message.slice(at.index + at[0].length)), field: at[1] };
  const reason = message.indexOf('; ');
  return { message: reason >= 0 ? message.slice(reason + 2) : message };
}

// graphql-js ends some refusals with the names it has nearby ('Did you mean "search" or "sort"?'):
// the contract's names are nobody's business but the app's, so no answer suggests one.
const SUGGESTION = 'Did you mean ';

function withoutSuggestion(message: string): string {
  const at = message.indexOf(SUGGESTION);
  return at < 0 ? message : message.slice(0, at).trimEnd();
}

/** A request the contract refuses (syntax, unknown field, wrong variable type) as the catalogue's MOS-1001 naming the field. */
export function requestError(error: GraphQLError): GraphQLError {
  const entry = errorCatalogue['MOS-1001'];
  const refused = refusedVariable(error.message);
  const message = withoutSuggestion(refused.message);
  const { field } = refused;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'MOS-1001', type: entry.type, message, ...(field ? { field } : {}) },
  });
}

function hasCatalogueCode(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && isErrorCode(code);
}

/**
 * Every error a caller receives carries extensions { code, type, message }: errors raised before
 * execution (parse, validation, armor limits) are given the catalogue's request error.
 */
export function useCatalogueErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      if (result.errors.every((e) => e instanceof GraphQLError && hasCatalogueCode(e))) return;
      setResult({
        ...result,
        errors: result.errors.map((e) =>
          e instanceof GraphQLError ? (hasCatalogueCode(e) ? e : requestError(e)) : e,
        ),
      });
    },
  };
}
