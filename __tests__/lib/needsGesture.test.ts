import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { NEEDS_GESTURE_ATTRIBUTE } from '@/lib/client/earlyClicks';

/**
 * Every control whose tap opens a file picker, shares or copies carries NEEDS_GESTURE_ATTRIBUTE:
 * the early-click hold (src/lib/client/earlyClicks.ts) would otherwise replay its tap without the
 * user activation those APIs need, and the browser would refuse it. The scan reads each source
 * file's syntax: a handler reaches such an API directly, through a function of the same file, or
 * through a module of src/ that calls one (`copyText`, or `copy` from `useCopy()`).
 */

const SRC = join(__dirname, '../../src');

/** The browser APIs that refuse to work without a user gesture. */
const RAW_GESTURE = /navigator\.(share|clipboard)|execCommand\(|\.current\??\.click\(\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' && dir === SRC ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);
/** `@/…` module names of the files that call such an API themselves (useCopy). */
const gestureModules = new Set(
  files
    .filter((file) => !file.endsWith('.tsx') && RAW_GESTURE.test(readFileSync(file, 'utf8')))
    .map((file) => `@/${relative(SRC, file).replace(/\.ts$/, '')}`),
);

/** The JSX handlers of a file that reach a gesture API but sit on an unmarked element. */
function unmarkedHandlers(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // Names that stand for a gesture call: imports from a gesture module, what a call of one returns
  // (destructured), and functions of this file that reach one.
  const names = new Set<string>();
  const functions = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      gestureModules.has(node.moduleSpecifier.text)
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.add(element.name.text);
      }
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isIdentifier(node.name)) functions.set(node.name.text, node.initializer);
      if (ts.isObjectBindingPattern(node.name) && ts.isCallExpression(node.initializer)) {
        const callee = node.initializer.expression;
        if (ts.isIdentifier(callee) && names.has(callee.text)) {
          for (const element of node.name.elements) {
            if (ts.isIdentifier(element.name)) names.add(element.name.text);
          }
        }
      }
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      functions.set(node.name.text, node.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const reaches = (node: ts.Node): boolean => {
    if (RAW_GESTURE.test(node.getText(source))) return true;
    let found = false;
    const look = (child: ts.Node) => {
      if (found) return;
      if (ts.isIdentifier(child) && names.has(child.text)) found = true;
      else ts.forEachChild(child, look);
    };
    look(node);
    return found;
  };
  // A function of the file that reaches one is itself a gesture call (to a fixed point).
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, body] of functions) {
      if (!names.has(name) && reaches(body)) {
        names.add(name);
        grew = true;
      }
    }
  }

  const problems: string[] = [];
  const attributesOf = (element: ts.JsxAttributes) =>
    element.properties.filter(ts.isJsxAttribute).map((attribute) => ({
      name: attribute.name.getText(source),
      value: attribute.initializer,
    }));
  const check = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attributes = attributesOf(node.attributes);
      const marked = attributes.some((attribute) => attribute.name === NEEDS_GESTURE_ATTRIBUTE);
      for (const { name, value } of attributes) {
        if (!/^on[A-Z]/.test(name) || !value || !reaches(value)) continue;
        const where = `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (name === 'onClick') {
          if (!marked) problems.push(`${where} <${node.tagName.getText(source)} onClick>`);
          continue;
        }
        // A handler handed to a component of this file (onCopy): the element that clicks it
        // carries the marker.
        const forwarded = new RegExp(`onClick=\\{${name}\\}([^>]*)`, 's').exec(text);
        if (!forwarded?.[1].includes(NEEDS_GESTURE_ATTRIBUTE)) problems.push(`${where} ${name}`);
      }
    }
    ts.forEachChild(node, check);
  };
  check(source);
  return problems;
}

describe('controls that need a user gesture', () => {
  it('finds the modules that call a gesture API', () => {
    expect([...gestureModules]).toContain('@/hooks/useCopy');
  });

  it('are all marked, so the early-click hold leaves their taps alone', () => {
    expect(files.flatMap((file) => unmarkedHandlers(file))).toEqual([]);
  });

  it('would see a marker go missing', () => {
    const marked = files.filter(
      (file) =>
        file.endsWith('.tsx') && readFileSync(file, 'utf8').includes(NEEDS_GESTURE_ATTRIBUTE),
    );
    for (const file of marked) {
      const text = readFileSync(file, 'utf8');
      const count = text.split(NEEDS_GESTURE_ATTRIBUTE).length - 1;
      const stripped = text.replaceAll(NEEDS_GESTURE_ATTRIBUTE, 'data-other');
      expect([file, unmarkedHandlers(file, stripped).length]).toEqual([file, count]);
    }
  });

  it('are found by the scan (a control that copies, shares or opens a file picker)', () => {
    const marked = files.filter((file) =>
      readFileSync(file, 'utf8').includes(NEEDS_GESTURE_ATTRIBUTE),
    );
    // Each file that calls such an API from a handler carries the marker; the list pins what the
    // scan saw today, so a scan that silently stopped finding them fails.
    expect(marked.map((file) => relative(SRC, file)).sort()).toEqual([
      'features/account/CouponsSection.tsx',
      'features/account/ReferralSection.tsx',
      'features/chat/Composer.tsx',
      'features/checkout/PrescriptionUpload.tsx',
      'features/home/sections/CouponSlider.tsx',
      'features/profile/ProfileImageField.tsx',
      'lib/client/earlyClicks.ts',
    ]);
  });
});
