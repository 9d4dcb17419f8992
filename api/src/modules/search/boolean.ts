// The boolean syntax of the candidate search (issue 19): AND, OR, NOT or -word, "quoted phrases", parentheses and
// prefixes (java*). A small recursive-descent parser: the expression becomes a tree, and the tree a tsquery built
// from parameters only (each word or phrase is a bound value given to plainto/phraseto/to_tsquery), so no text a
// user typed ever becomes SQL. A malformed expression is a SearchSyntaxError whose message names the problem and
// where it is, for the 422's `errors.q`.

export type Node =
  | { kind: 'word'; text: string }
  | { kind: 'prefix'; parts: string[] }
  | { kind: 'phrase'; text: string }
  | { kind: 'not'; node: Node }
  | { kind: 'and' | 'or'; nodes: Node[] };

export class SearchSyntaxError extends Error {}

/** Bounds that keep one search cheap to plan and run. */
export const MAX_TERMS = 20;
export const MAX_DEPTH = 8;

type Token =
  | { t: 'word'; text: string; at: number; prefix: boolean }
  | { t: 'phrase'; text: string; at: number }
  | { t: 'and' | 'or' | 'not' | 'minus' | 'open' | 'close'; at: number };

/** Letters and digits of a word: what the text search indexes. */
const lexemes = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(') {
      tokens.push({ t: 'open', at: i++ });
    } else if (c === ')') {
      tokens.push({ t: 'close', at: i++ });
    } else if (c === '"') {
      const end = q.indexOf('"', i + 1);
      if (end < 0) throw new SearchSyntaxError(`The search has a quote that is not closed (character ${i + 1}).`);
      const text = q.slice(i + 1, end).trim();
      if (!lexemes(text).length)
        throw new SearchSyntaxError(`The search has quotes with no words between them (character ${i + 1}).`);
      tokens.push({ t: 'phrase', text, at: i });
      i = end + 1;
    } else if (c === '-' && (i + 1 < q.length && !/[\s)]/.test(q[i + 1]))) {
      tokens.push({ t: 'minus', at: i++ });
    } else {
      let j = i;
      while (j < q.length && !/[\s()"]/.test(q[j])) j++;
      const raw = q.slice(i, j);
      if (raw === 'AND' || raw === 'OR' || raw === 'NOT') {
        tokens.push({ t: raw.toLowerCase() as 'and' | 'or' | 'not', at: i });
      } else {
        const prefix = raw.endsWith('*');
        const text = raw.replace(/\*+$/, '');
        if (prefix && lexemes(text).join('').length < 2)
          throw new SearchSyntaxError(
            `The search has a * after fewer than 2 letters (character ${i + 1}): write at least 2, as in java*.`,
          );
        if (!prefix && text.includes('*'))
          throw new SearchSyntaxError(`The search has a * inside a word (character ${i + 1}): it may only end one.`);
        tokens.push({ t: 'word', text, at: i, prefix });
      }
      i = j;
    }
  }
  return tokens;
}

const NAMES: Record<string, string> = { and: 'AND', or: 'OR', not: 'NOT', minus: '-' };

/** Parses `q`; throws SearchSyntaxError naming what is wrong. */
export function parseQuery(q: string): Node {
  const tokens = tokenize(q);
  let pos = 0;
  let terms = 0;
  const peek = () => tokens[pos];
  const where = (tok: Token | undefined) => (tok ? `character ${tok.at + 1}` : 'the end');

  const parseOr = (depth: number): Node => {
    const nodes = [parseAnd(depth)];
    while (peek()?.t === 'or') {
      const op = tokens[pos++];
      if (!startsTerm(peek())) throw new SearchSyntaxError(`The search has OR with nothing after it (${where(op)}).`);
      nodes.push(parseAnd(depth));
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'or', nodes };
  };
  const parseAnd = (depth: number): Node => {
    const nodes = [parseUnary(depth)];
    for (;;) {
      const tok = peek();
      if (tok?.t === 'and') {
        pos++;
        if (!startsTerm(peek()))
          throw new SearchSyntaxError(`The search has AND with nothing after it (${where(tok)}).`);
        nodes.push(parseUnary(depth));
      } else if (startsTerm(tok)) {
        nodes.push(parseUnary(depth));
      } else break;
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
  };
  const parseUnary = (depth: number): Node => {
    const tok = peek();
    if (tok?.t === 'not' || tok?.t === 'minus') {
      pos++;
      if (!startsTerm(peek()) || peek()?.t === 'not' || peek()?.t === 'minus')
        throw new SearchSyntaxError(`The search has ${NAMES[tok.t]} with no word after it (${where(tok)}).`);
      return { kind: 'not', node: parseUnary(depth) };
    }
    return parsePrimary(depth);
  };
  const parsePrimary = (depth: number): Node => {
    const tok = tokens[pos];
    if (!tok) throw new SearchSyntaxError('The search ends where a word was expected.');
    if (tok.t === 'open') {
      if (depth >= MAX_DEPTH)
        throw new SearchSyntaxError(`The search nests parentheses more than ${MAX_DEPTH} deep (${where(tok)}).`);
      pos++;
      if (!peek()) throw new SearchSyntaxError(`The search has a ( that is not closed (${where(tok)}).`);
      if (peek()?.t === 'close') throw new SearchSyntaxError(`The search has empty parentheses (${where(tok)}).`);
      const inner = parseOr(depth + 1);
      if (peek()?.t !== 'close')
        throw new SearchSyntaxError(`The search has a ( that is not closed (${where(tok)}).`);
      pos++;
      return inner;
    }
    if (tok.t === 'word' || tok.t === 'phrase') {
      pos++;
      if (++terms > MAX_TERMS) throw new SearchSyntaxError(`The search has more than ${MAX_TERMS} words.`);
      if (tok.t === 'phrase') return { kind: 'phrase', text: tok.text };
      if (tok.prefix) return { kind: 'prefix', parts: lexemes(tok.text) };
      return { kind: 'word', text: tok.text };
    }
    if (tok.t === 'close') throw new SearchSyntaxError(`The search has a ) without its ( (${where(tok)}).`);
    throw new SearchSyntaxError(`The search has ${NAMES[tok.t]} with nothing before it (${where(tok)}).`);
  };

  if (!tokens.length) throw new SearchSyntaxError('The search has no words.');
  const node = parseOr(0);
  if (pos < tokens.length) {
    const tok = tokens[pos];
    if (tok.t === 'close') throw new SearchSyntaxError(`The search has a ) without its ( (${where(tok)}).`);
    throw new SearchSyntaxError(`The search has ${NAMES[tok.t] ?? 'a word'} where it cannot be (${where(tok)}).`);
  }
  if (!findsSomething(node))
    throw new SearchSyntaxError('The search only leaves words out: add at least one word to find.');
  return node;
}

const startsTerm = (tok: Token | undefined) =>
  !!tok && (tok.t === 'word' || tok.t === 'phrase' || tok.t === 'open' || tok.t === 'not' || tok.t === 'minus');

/** Whether a match needs at least one word present (a search of only NOTs would read every candidate). */
function findsSomething(node: Node): boolean {
  switch (node.kind) {
    case 'not':
      return false;
    case 'and':
      return node.nodes.some(findsSomething);
    case 'or':
      return node.nodes.every(findsSomething);
    default:
      return true;
  }
}

/** Whether `q` uses any of the boolean syntax (otherwise the list's plain search, with its prefixes, applies). */
export function usesOperators(q: string): boolean {
  return /["()*]|(^|\s)-\S|(^|[\s(])(AND|OR|NOT)(?=$|[\s(])/.test(q);
}

/**
 * The tsquery of a tree, as SQL over bound parameters (`param` adds a value and returns its placeholder). Words and
 * phrases match in both configurations of the stored `search` column: 'english' (the resume, stemmed) and 'simple'
 * (names, e-mails, company, designation).
 */
export function toTsQuery(node: Node, param: (v: unknown) => string): string {
  switch (node.kind) {
    case 'word': {
      const p = param(node.text);
      return `(plainto_tsquery('english', ${p}) || plainto_tsquery('simple', ${p}))`;
    }
    case 'phrase': {
      const p = param(node.text);
      return `(phraseto_tsquery('english', ${p}) || phraseto_tsquery('simple', ${p}))`;
    }
    case 'prefix':
      // letters and digits only, so the text is always valid to_tsquery input
      return `to_tsquery('simple', ${param(node.parts.map((w, i) => (i === node.parts.length - 1 ? `${w}:*` : w)).join(' <-> '))})`;
    case 'not':
      return `(!! ${toTsQuery(node.node, param)})`;
    case 'and':
      return `(${node.nodes.map((n) => toTsQuery(n, param)).join(' && ')})`;
    case 'or':
      return `(${node.nodes.map((n) => toTsQuery(n, param)).join(' || ')})`;
  }
}
