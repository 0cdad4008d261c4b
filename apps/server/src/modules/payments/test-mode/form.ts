type Node = { [key: string]: Node | string } | string;

/**
 * Reads a form body the way Stripe's API does: `line_items[0][price_data][currency]=usd` becomes
 * nested objects, and objects whose keys are all indexes become arrays.
 */
export function parseNestedForm(body: string): Record<string, unknown> {
  const root: Record<string, Node> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!m) continue;
    const path = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1]!)];
    let at: Record<string, Node> = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        at[part] = value;
      } else {
        const next = at[part];
        at = (typeof next === 'object' ? next : (at[part] = {})) as Record<string, Node>;
      }
    }
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(node: Node): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((k) => [k, toArrays(node[k]!)]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => values[k]);
  return values;
}
