import { createRequire } from 'node:module';

interface NodeImpl {
  nodeType: number;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl;
  _ids?: Record<string, NodeImpl[] | undefined>;
}

const DOCUMENT_NODE = 9;
const indexed = Symbol.for('portal.indexedLabelControls');
const require = createRequire(import.meta.url);
const { implForWrapper, wrapperForImpl } = require('jsdom/lib/jsdom/living/generated/utils.js') as {
  implForWrapper: (wrapper: Node) => NodeImpl;
  wrapperForImpl: (impl: NodeImpl) => Element;
};

/**
 * The one element of the document with this id (jsdom keeps an index of ids), or undefined when
 * the id is on no element or on several, or `node` is not in a document.
 */
function uniqueById(node: NodeImpl, id: string): NodeImpl | undefined {
  const root = node.getRootNode({});
  if (root.nodeType !== DOCUMENT_NODE) return undefined;
  const candidates = root._ids?.[id];
  if (candidates?.length !== 1) return undefined;
  const [element] = candidates;
  return element && element.getRootNode({}) === root ? element : undefined;
}

/**
 * jsdom finds a label's control (`<label for>`) by walking the whole document, and a field's
 * labels by asking every label of the document for its control; testing-library resolves
 * `aria-labelledby` with a `[id="…"]` selector, another walk. A label query over a long form
 * walks the document tens of thousands of times (seconds per query). Here both look the id up in
 * the document's index when exactly one element of the document has it, which is the element the
 * walk finds; anything else (duplicate ids, a detached tree, a label without `for`, any other
 * selector) takes jsdom's own way.
 */
export function indexLabelControls(window: Window & typeof globalThis): void {
  // Files share one jsdom per worker and each runs the setup: install once.
  if (Object.prototype.hasOwnProperty.call(window, indexed)) return;
  Object.defineProperty(window, indexed, { value: true });
  const { implementation: labelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable: (node: NodeImpl) => boolean;
  };
  const walk = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')?.get;
  if (walk) {
    Object.defineProperty(labelImpl.prototype, 'control', {
      configurable: true,
      get(this: NodeImpl) {
        const forValue = this.getAttributeNS(null, 'for');
        const target = forValue ? uniqueById(this, forValue) : undefined;
        if (target) return isLabelable(target) ? target : null;
        return walk.call(this);
      },
    });
  }

  const querySelector = window.Element.prototype.querySelector;
  window.Element.prototype.querySelector = function querySelectorById(this: Element, selectors: string) {
    const id = /^\[id="([^"\\]+)"\]$/.exec(selectors)?.[1];
    const target = id === undefined ? undefined : uniqueById(implForWrapper(this), id);
    if (target) {
      const element = wrapperForImpl(target);
      return element !== this && this.contains(element) ? element : null;
    }
    return querySelector.call(this, selectors);
  } as typeof querySelector;
}
