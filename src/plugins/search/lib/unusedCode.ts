import {parse, type Expression, type Node, type Pattern, type Program} from 'acorn';

/**
 * Drops from a bundled ES module (one file, its dependencies inlined, as @docsearch/react ships its
 * modal) the top-level code that nothing it exports reaches. The bundler cannot: to it the file is
 * one module, and a library's set-up code at the top level (`X.create = …`, enum initialisers, a
 * schema built by a call) looks like a side effect it must keep.
 *
 * The unit is a top-level declarator, function or class, or one expression of a top-level
 * expression statement. A declaration lives when live code names it, or when its initialiser
 * assigns to a binding that lives. An expression lives when it writes to, or calls, a binding that
 * lives: `X.a = …`, `X = …`, `X(…)`, `X.f(…)`, and `(function (e) {…})(X || (X = {}))` belong to
 * X; a bare read (`X.a;`) does nothing. Exports, imports, every other statement or expression, and
 * what writes to or calls anything else (a global) are kept, with what they name.
 *
 * So the calls in a dropped initialiser (`var schema = z.object(…)`) are taken to build a value, not
 * to act on the page: true of a bundle of libraries, not of every script. Nor does it see a binding
 * reached by other means than its name (`eval`, `with`). A name counts as used wherever it
 * appears, even as a property name or a shadowing local, which can only keep more.
 */

type Unit = {
  node: Node;
  /** The top-level bindings it declares. */
  names: string[];
  /** Every identifier it mentions (a superset of the top-level bindings it uses). */
  uses: Set<string>;
  /** The bindings it lives with (an expression's target or callee, what a declarator's initialiser assigns to); null: kept whatever happens. */
  owners: string[] | null;
};

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every identifier name in a subtree. */
function identifiers(node: Node, into = new Set<string>()): Set<string> {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (isNode(value)) {
      if (value.type === 'Identifier') into.add(value.name as string);
      for (const key of Object.keys(value)) if (key !== 'type') visit(value[key]);
    }
  };
  visit(node);
  return into;
}

/** The bindings a pattern declares. */
function patternNames(pattern: Pattern | null | undefined, into: string[] = []): string[] {
  if (!pattern) return into;
  switch (pattern.type) {
    case 'Identifier':
      into.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, into);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) patternNames(element, into);
      break;
    case 'RestElement':
      patternNames(pattern.argument, into);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, into);
      break;
    default:
      break;
  }
  return into;
}

/** The identifier a member chain starts from (`X` of `X.a.b`), if any. */
function rootName(expression: Node): string | null {
  let node = expression as AnyNode;
  while (node.type === 'MemberExpression') node = node.object as AnyNode;
  return node.type === 'Identifier' ? (node.name as string) : null;
}

/** The bindings an expression statement's part belongs to; null when it is to be kept as it is. */
function owners(expression: Expression): string[] | null {
  switch (expression.type) {
    case 'UnaryExpression':
      // `!function (e) {…}(X || (X = {}))`: the minifier's way of writing an IIFE.
      return expression.operator === '!' && expression.argument.type === 'CallExpression' ? owners(expression.argument) : null;
    case 'AssignmentExpression': {
      const target = expression.left.type === 'Identifier' ? expression.left.name : expression.left.type === 'MemberExpression' ? rootName(expression.left) : null;
      return target === null ? null : [target];
    }
    case 'Identifier':
      return [];
    case 'MemberExpression':
      return rootName(expression) === null ? null : [];
    case 'CallExpression': {
      const {callee} = expression;
      if (callee.type === 'Identifier') return [callee.name];
      if (callee.type === 'MemberExpression') {
        const root = rootName(callee);
        return root === null ? null : [root];
      }
      if (callee.type === 'FunctionExpression' || callee.type === 'ArrowFunctionExpression') {
        const targets: string[] = [];
        for (const argument of expression.arguments) {
          if (argument.type === 'Identifier') targets.push(argument.name);
          else if (argument.type === 'LogicalExpression' && argument.left.type === 'Identifier') targets.push(argument.left.name);
        }
        // An IIFE that reaches nothing through its arguments may reach anything through its body.
        return targets.length > 0 ? targets : null;
      }
      return null;
    }
    default:
      return null;
  }
}

const functionTypes = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/**
 * What an initialiser assigns to as it runs (functions it only defines are not run): the bindings
 * a declarator also belongs to. Null (keep it) when it assigns to something else.
 */
function writes(init: Node): string[] | null {
  const targets: string[] = [];
  let unknown = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isNode(value) || functionTypes.has(value.type)) return;
    if (value.type === 'AssignmentExpression' || value.type === 'UpdateExpression') {
      const target = (value.type === 'AssignmentExpression' ? value.left : value.argument) as Node;
      const root = target.type === 'Identifier' ? ((target as AnyNode).name as string) : rootName(target);
      if (root === null) unknown = true;
      else targets.push(root);
    }
    for (const key of Object.keys(value)) if (key !== 'type') visit(value[key]);
  };
  visit(init);
  return unknown ? null : targets;
}

function units(program: Program): {units: Unit[]; parts: Map<Node, Unit[]>} {
  const all: Unit[] = [];
  const parts = new Map<Node, Unit[]>();
  const add = (statement: Node, unit: Unit): void => {
    all.push(unit);
    parts.set(statement, [...(parts.get(statement) ?? []), unit]);
  };
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration':
        break;
      case 'VariableDeclaration':
        for (const declarator of statement.declarations)
          add(statement, {node: declarator, names: patternNames(declarator.id), uses: identifiers(declarator), owners: declarator.init ? writes(declarator.init) : []});
        break;
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
        add(statement, {node: statement, names: [statement.id.name], uses: identifiers(statement), owners: []});
        break;
      case 'ExpressionStatement': {
        const {expression} = statement;
        for (const part of expression.type === 'SequenceExpression' ? expression.expressions : [expression]) {
          add(statement, {node: part, names: [], uses: identifiers(part), owners: owners(part)});
        }
        break;
      }
      default:
        // Exports (`export {a as b}` names its bindings as identifiers) and any other statement.
        add(statement, {node: statement, names: [], uses: identifiers(statement), owners: null});
    }
  }
  return {units: all, parts};
}

/** The source of `program` without its top-level code that nothing kept reaches. */
function shake(source: string, program: Program): string {
  const {units: all, parts} = units(program);
  const live = new Set<Unit>();
  // A name declared twice (`var a; … var a = …`) lives in both declarations.
  const declaring = new Map<string, Unit[]>();
  for (const unit of all) for (const name of unit.names) declaring.set(name, [...(declaring.get(name) ?? []), unit]);
  const isLive = (name: string): boolean => declaring.get(name)?.some((unit) => live.has(unit)) ?? false;
  const keep = (first: Unit): void => {
    const pending = [first];
    while (pending.length > 0) {
      const unit = pending.pop()!;
      if (live.has(unit)) continue;
      live.add(unit);
      for (const name of unit.uses) for (const declared of declaring.get(name) ?? []) if (!live.has(declared)) pending.push(declared);
    }
  };
  // Kept whatever happens: what belongs to no binding of the module's own (a global's `window.a = …`, `Object.assign(…)`).
  for (const unit of all) if (unit.owners === null || unit.owners.some((name) => !declaring.has(name))) keep(unit);
  // An expression lives once a binding it belongs to does: repeat until nothing more comes alive.
  for (let grew = true; grew;) {
    grew = false;
    for (const unit of all) {
      if (live.has(unit) || !unit.owners?.some(isLive)) continue;
      keep(unit);
      grew = true;
    }
  }
  const text = (node: Node): string => source.slice(node.start, node.end);
  const out: string[] = [];
  for (const statement of program.body) {
    const own = parts.get(statement);
    if (!own) {
      out.push(text(statement));
      continue;
    }
    const kept = own.filter((unit) => live.has(unit));
    if (kept.length === own.length) out.push(text(statement));
    else if (kept.length === 0) continue;
    else if (statement.type === 'VariableDeclaration') out.push(`${statement.kind} ${kept.map((unit) => text(unit.node)).join(',')};`);
    // Parenthesised: a kept part may start with `function` or `{`, which would not read as an expression.
    else out.push(`(${kept.map((unit) => text(unit.node)).join(',')});`);
  }
  return out.join('\n');
}

/** `source` (an ES module) without the top-level code that nothing it exports or runs reaches. */
export function withoutUnusedCode(source: string): string {
  return shake(source, parse(source, {ecmaVersion: 'latest', sourceType: 'module'}));
}
