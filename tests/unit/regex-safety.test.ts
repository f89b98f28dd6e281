import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// Every regular expression the server runs on what a client sends must take time in proportion to
// the input. Rather than a list someone has to remember to extend, the sources themselves are
// scanned: a new pattern anywhere below is checked the moment it is written.

const ROOT = join(import.meta.dirname, '..', '..');
const DOMAIN = join(ROOT, 'src', 'domain');
const SERVER = join(ROOT, 'src', 'server');
// The engine modules the server runs to validate submissions (the rest of src/engine is React).
const SERVER_ENGINE_MODULES = ['compile.ts', 'conditions.ts', 'paths.ts', 'rules.ts'].map((f) => join(ROOT, 'src', 'engine', f));

interface FoundPattern {
  file: string;
  line: number;
  source: string;
  flags: string;
}

interface Scan {
  patterns: FoundPattern[];
  /** `RegExp(...)` built from something other than literals, which no static check can see. */
  unanalysable: { file: string; line: number; text: string }[];
}

function literalText(node: ts.Expression | undefined): string | null {
  if (node === undefined) return '';
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

function scanSource(file: string, text: string): Scan {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const scan: Scan = { patterns: [], unanalysable: [] };
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf('/');
      scan.patterns.push({ file, line: lineOf(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const source = literalText(node.arguments?.[0]);
      const flags = literalText(node.arguments?.[1]);
      if (source === null || flags === null || node.arguments?.[0] === undefined) {
        scan.unanalysable.push({ file, line: lineOf(node), text: node.getText(sourceFile) });
      } else {
        scan.patterns.push({ file, line: lineOf(node), source, flags });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return scan;
}

function typeScriptFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const scans = [...typeScriptFilesUnder(DOMAIN), ...typeScriptFilesUnder(SERVER), ...SERVER_ENGINE_MODULES].map((path) =>
  scanSource(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')),
);
const found = scans.flatMap((s) => s.patterns);
const unanalysable = scans.flatMap((s) => s.unanalysable);

// The automaton checker decides from the pattern's structure alone (no fuzzing, no timing). The
// check itself has no deadline: on a busy machine, or with only recheck's pure JavaScript build
// (no native binary for this platform), a deadline would turn a safe pattern into 'unknown'.
const PROOF = { checker: 'automaton', timeout: null } as const;
// The pure JavaScript build takes seconds for the larger case-insensitive patterns.
const CHECK_TIMEOUT_MS = 120_000;

describe('the pattern scan', () => {
  test('finds regex literals and RegExp built from literals, and flags RegExp built from anything else', () => {
    const scan = scanSource(
      'example.ts',
      [
        "const a = /^[A-Z]{3}$/i;",
        "const b = new RegExp('^x+$', 'u');",
        'const c = RegExp(typedByTheUser);',
        "const d = new RegExp(`^y$`);",
        "const e = 'not /a regex/';",
      ].join('\n'),
    );
    expect(scan.patterns).toEqual([
      { file: 'example.ts', line: 1, source: '^[A-Z]{3}$', flags: 'i' },
      { file: 'example.ts', line: 2, source: '^x+$', flags: 'u' },
      { file: 'example.ts', line: 4, source: '^y$', flags: '' },
    ]);
    expect(scan.unanalysable.map((u) => u.line)).toEqual([3]);
  });

  test('sees the identifier and contact patterns of src/domain', () => {
    const files = new Set(found.map((p) => p.file));
    for (const file of ['contact', 'pan', 'gstin', 'ifsc', 'cin', 'llpin', 'udyam', 'pincode', 'aadhaar', 'verhoeff', 'voter-id', 'passport', 'driving-licence']) {
      expect(files).toContain(`src/domain/identifiers/${file}.ts`);
    }
  });

  test('every RegExp is built from literals, so that it can be checked', () => {
    expect(unanalysable).toEqual([]);
  });
});

describe('every pattern runs in linear time', () => {
  test.for(found.map((p) => [`${p.file}:${p.line} /${p.source}/${p.flags}`, p] as const))(
    '%s',
    { timeout: CHECK_TIMEOUT_MS },
    async ([, pattern]) => {
      const diagnostics = await check(pattern.source, pattern.flags, PROOF);
      const detail =
        diagnostics.status === 'vulnerable'
          ? `${diagnostics.complexity.summary}, attack: ${diagnostics.attack.pattern}`
          : diagnostics.status === 'unknown'
            ? `not provable: ${JSON.stringify(diagnostics.error)}`
            : '';
      expect(diagnostics.status, detail).toBe('safe');
    },
  );
});
