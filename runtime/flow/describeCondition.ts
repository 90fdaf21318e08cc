const INFIX: Record<string, string> = {
  '==': '=',
  '===': '=',
  '!=': '≠',
  '!==': '≠',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
  in: 'in',
};

function operand(node: unknown): string {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    const entries = Object.entries(node);
    if (entries.length === 1 && entries[0]?.[0] === 'var') {
      const name = entries[0][1];
      return String(Array.isArray(name) ? name[0] : name);
    }
    return `(${describeCondition(node)})`;
  }
  return JSON.stringify(node);
}

/** A JSON Logic rule as short readable text, for diagrams: `answers.gender = "female"`. */
export function describeCondition(rule: unknown): string {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return JSON.stringify(rule);
  const [entry] = Object.entries(rule);
  if (entry === undefined) return 'always';
  const [operator, raw] = entry;
  const args = Array.isArray(raw) ? raw : [raw];
  const infix = INFIX[operator];
  if (infix !== undefined && args.length === 2) return `${operand(args[0])} ${infix} ${operand(args[1])}`;
  if (operator === 'and' || operator === 'or') return args.map(operand).join(` ${operator} `);
  if (operator === '!') return `not ${operand(args[0])}`;
  if (operator === '!!') return operand(args[0]);
  return `${operator}(${args.map(operand).join(', ')})`;
}
