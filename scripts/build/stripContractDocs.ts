import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The app needs three things of a declared call (src/api/contract/): its method, its path and
 * the schema it checks the answer with. The rest of a declaration (summary, source, query and
 * body schemas, field sources) is for docs/api/openapi.yaml and the contract tests only, and
 * cost the payments list 1.8 KB and the sign-in page 0.3 KB over their budgets when shipped. This
 * build step keeps, in each `endpoint({...})` of those files, only what the app reads; the
 * sources stay the one declaration, and tests and the generator read them whole.
 */
const KEPT = new Set(['method', 'path', 'answer']);
const CONTRACT_FILE = /[\\/]src[\\/]api[\\/]contract[\\/](?!endpoint\.ts$)[^\\/]+\.ts$/;

export function stripContractDocs(source: string, fileName = 'contract.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const strip: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'endpoint' &&
        node.arguments.length === 1 &&
        ts.isObjectLiteralExpression(node.arguments[0]!)
      ) {
        const declared = node.arguments[0];
        const names = declared.properties.map((property) => (property.name !== undefined && ts.isIdentifier(property.name) ? property.name.text : ''));
        // A file the browser opens (answerType) is never parsed by the app: its schema is for the document only.
        const kept = declared.properties.filter((_, index) => KEPT.has(names[index]!) && !(names[index] === 'answer' && names.includes('answerType')));
        // `endpoint` only types the declaration: the app gets the object itself.
        return context.factory.createParenthesizedExpression(context.factory.updateObjectLiteralExpression(declared, kept));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (root) => ts.visitNode(root, visit) as ts.SourceFile;
  };
  const [stripped] = ts.transform(file, [strip]).transformed;
  return withoutUnusedConsts(ts.createPrinter().printFile(stripped!), fileName);
}

/**
 * Drops the file's own (not exported) constants nothing reads any more, such as the query
 * filters a stripped declaration used: left in, their schema-building calls would keep the
 * `wire` shapes (and their regular expressions) in the bundle.
 */
function withoutUnusedConsts(source: string, fileName: string): string {
  for (;;) {
    const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const read = new Map<string, number>();
    const count = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) read.set(node.text, (read.get(node.text) ?? 0) + 1);
      ts.forEachChild(node, count);
    };
    count(file);
    const unused = file.statements.filter(
      (statement) =>
        ts.isVariableStatement(statement) &&
        !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        statement.declarationList.declarations.every((declaration) => ts.isIdentifier(declaration.name) && read.get(declaration.name.text) === 1),
    );
    if (unused.length === 0) return source;
    for (const statement of [...unused].reverse()) source = source.slice(0, statement.getStart(file)) + source.slice(statement.getEnd());
  }
}

export const stripContractDocsPlugin = (): Plugin => ({
  name: 'strip-contract-docs',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    return CONTRACT_FILE.test(id.split('?')[0]!) ? { code: stripContractDocs(code, id), map: null } : null;
  },
});
