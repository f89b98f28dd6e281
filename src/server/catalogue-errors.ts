import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorCatalogue, isErrorCode } from '../domain/error-catalogue';

/** A request the contract refuses (syntax, unknown field, wrong variable type) as the catalogue's MOS-1001. */
export function requestError(error: GraphQLError): GraphQLError {
  const entry = errorCatalogue['MOS-1001'];
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'MOS-1001', type: entry.type, message: error.message },
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
