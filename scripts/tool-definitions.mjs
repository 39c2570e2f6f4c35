// @ts-check
/**
 * What the build, the scripts and the Node tests read of each tool's definition without running it:
 * the literal `id`, `title`, `description`, `frame` and `page` of the `defineTool({ … })` call in
 * `src/tools/<Folder>/tool.ts`, and the module its `load` imports. The site's entry script must not
 * import the definitions themselves (each brings its fields and finance rules), so the tool index
 * the entry needs (id → loader) and the tool pages' words are made from this at build time
 * (scripts/tool-index-plugin.ts). A definition whose words are not plain strings fails here, by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const FRAME_NAMES = /** @type {const} */ (['blue', 'green', 'purple', 'orange']);
const LITERAL_TEXT = ['id', 'title', 'description'];

/** @param {string} file @param {string} message */
const fail = (file, message) => {
  throw new Error(`${file}: ${message}`);
};

/** @param {ts.Expression} node */
function literalText(node) {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** @param {ts.Node} node @returns {ts.CallExpression | undefined} */
function findImportCall(node) {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return node;
  return ts.forEachChild(node, findImportCall);
}

/**
 * Where the `title` and `description` properties of the defineTool call are in the source, each
 * [start, end) with its trailing comma, in order: the site's build drops them from the module.
 * @param {string} source
 * @param {string} file
 * @returns {[number, number][]}
 */
export function wordRanges(source, file) {
  const definition = definitionObject(
    ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS),
  );
  if (!definition) return fail(file, 'no `defineTool({ … })` call with an object literal');
  return definition.properties.flatMap((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return [];
    if (property.name.text !== 'title' && property.name.text !== 'description') return [];
    let end = property.getEnd();
    if (source[end] === ',') end += 1;
    return [/** @type {[number, number]} */ ([property.getStart(), end])];
  });
}

/** @param {ts.SourceFile} sourceFile @returns {ts.ObjectLiteralExpression | undefined} */
function definitionObject(sourceFile) {
  /** @type {ts.ObjectLiteralExpression | undefined} */
  let definition;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      !definition &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineTool' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    )
      definition = node.arguments[0];
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return definition;
}

/**
 * One tool.ts's definition, read from its source.
 * @param {string} source
 * @param {string} file the tool.ts path (for messages and to resolve `load`'s import)
 * @returns {import('./tool-definitions.d.mts').ToolDefinitionText}
 */
export function parseToolDefinition(source, file) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const definition = definitionObject(sourceFile);
  if (!definition) return fail(file, 'no `defineTool({ … })` call with an object literal');
  /** @type {Map<string, ts.Expression>} */
  const props = new Map();
  for (const property of definition.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      props.set(property.name.text, property.initializer);
    else if (ts.isShorthandPropertyAssignment(property)) props.set(property.name.text, property.name);
  }
  /** @type {Record<string, string>} */
  const words = {};
  for (const key of LITERAL_TEXT) {
    const node = props.get(key);
    const text = node && literalText(node);
    if (!text)
      fail(
        file,
        `\`${key}\` must be a plain string, written in the call (the build reads it without running the file)`,
      );
    else words[key] = text;
  }
  const frameNode = props.get('frame');
  const frame = frameNode ? literalText(frameNode) : 'blue';
  if (!frame || !FRAME_NAMES.includes(/** @type {any} */ (frame)))
    fail(file, `\`frame\` must be one of ${FRAME_NAMES.map((f) => `'${f}'`).join(', ')}, written in the call`);
  const pageNode = props.get('page');
  if (pageNode && pageNode.kind !== ts.SyntaxKind.TrueKeyword && pageNode.kind !== ts.SyntaxKind.FalseKeyword)
    fail(file, '`page` must be `true` or `false`, written in the call');
  const load = props.get('load');
  const importCall = load && findImportCall(load);
  const specifierNode = importCall?.arguments[0];
  const specifier = specifierNode && literalText(specifierNode);
  if (!load || !importCall || !specifierNode || !specifier || !specifier.startsWith('./'))
    return fail(file, "`load` must be an arrow function calling `import('./<Component>')`");
  const folder = path.dirname(file);
  const component = ['.tsx', '.ts'].map((ext) => path.join(folder, specifier + ext)).find((f) => fs.existsSync(f));
  if (!component) return fail(file, `\`load\` imports ${specifier}, which is not a .tsx or .ts file in ${folder}`);
  // The loader as written, with its import pointed at the component's absolute path, for the tool index module.
  const loadText = load.getText(sourceFile);
  const at = specifierNode.getStart(sourceFile) - load.getStart(sourceFile);
  const loader =
    loadText.slice(0, at) + JSON.stringify(component) + loadText.slice(at + specifierNode.getText(sourceFile).length);
  return {
    id: /** @type {string} */ (words.id),
    title: /** @type {string} */ (words.title),
    description: /** @type {string} */ (words.description),
    frame: /** @type {import('./tool-definitions.d.mts').FrameName} */ (frame),
    page: pageNode?.kind !== ts.SyntaxKind.FalseKeyword,
    file,
    folder,
    component,
    loader,
  };
}

/**
 * Every tool definition under `root`/src/tools, by folder name. Ids must be unique and in kebab case.
 * @param {string} [root]
 */
export function readToolDefinitions(root = process.cwd()) {
  const toolsDir = path.join(root, 'src/tools');
  const definitions = fs
    .readdirSync(toolsDir)
    .sort()
    .map((dir) => path.join(toolsDir, dir, 'tool.ts'))
    .filter((file) => fs.existsSync(file))
    .map((file) => parseToolDefinition(fs.readFileSync(file, 'utf8'), file));
  const seen = new Set();
  for (const definition of definitions) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(definition.id))
      fail(definition.file, `the id "${definition.id}" must be lower-case words joined by hyphens`);
    if (seen.has(definition.id)) fail(definition.file, `the id "${definition.id}" is used by another tool`);
    seen.add(definition.id);
  }
  return definitions;
}

/**
 * The tools with a page of their own (/tools/<id>), by id, with their words.
 * @param {string} [root]
 */
export function readToolPages(root = process.cwd()) {
  return readToolDefinitions(root).filter((definition) => definition.page);
}
