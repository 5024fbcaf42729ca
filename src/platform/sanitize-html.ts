import { isAllowedLink } from '../../contract/links';

/**
 * Operator-written HTML (announcements, promotions) reduced to an allow-list:
 * the browser's own parser reads it into an inert document (DOMParser: no
 * scripts run, nothing loads), and a new tree is built from it holding only
 * the elements and attributes named here, with links and image sources
 * through the one link rule (contract/links.ts). Nothing of the input is
 * copied that is not on a list, so an unknown element, attribute or scheme
 * is dropped, never passed through. Only plain HTML elements are kept (no
 * SVG or MathML, no raw-text elements such as style, textarea or noscript,
 * no forms, frames or templates): the serialized result parses back into
 * the same kind of tree, so the markup cannot change meaning when React
 * writes it into the page. docs/decisions/0087-first-visit-javascript-budget.md.
 */

/** Elements kept with their sanitized attributes. */
const ELEMENTS = new Set(
  (
    'a abbr b bdi bdo big blockquote br caption center cite code col colgroup dd del dfn div dl dt em figcaption figure font ' +
    'h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strike strong sub sup ' +
    'table tbody td tfoot th thead time tr tt u ul var wbr'
  ).split(' '),
);

/** Elements dropped with everything inside them; any other unknown element is unwrapped (its content kept). */
const DROPPED_WITH_CONTENT = new Set(
  (
    'script style template noscript noembed noframes iframe frame frameset object embed applet svg math ' +
    'textarea title xmp plaintext select option optgroup datalist form input button head meta link base ' +
    'audio video source track canvas dialog'
  ).split(' '),
);

/** Attributes any kept element may carry (no id or name: page-wide names could clobber the app's globals). */
const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'dir', 'lang', 'style', 'align']);

/** Attributes only some elements carry. */
const ELEMENT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  font: new Set(['color', 'face', 'size']),
  ol: new Set(['start', 'type', 'reversed']),
  ul: new Set(['type']),
  li: new Set(['value']),
  table: new Set(['border', 'cellpadding', 'cellspacing', 'width']),
  td: new Set(['colspan', 'rowspan', 'valign', 'width', 'height']),
  th: new Set(['colspan', 'rowspan', 'valign', 'width', 'height', 'scope']),
  tr: new Set(['valign']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  time: new Set(['datetime']),
  q: new Set(['cite']),
  blockquote: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
};

/** Attributes holding a URL: kept only when the link rule allows them. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

/** Inline images pasted by an operator; an image context runs no script. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** Nesting deeper than this is cut off (an operator's page is never that deep; a crafted one would only cost time). */
const MAX_DEPTH = 64;

function allowedUrl(element: string, attribute: string, value: string): boolean {
  // (isAllowedLink is a type guard: read as a plain boolean, `value` stays a string after it)
  const linkAllowed: boolean = isAllowedLink(value);
  return linkAllowed || (element === 'img' && attribute === 'src' && DATA_IMAGE.test(value.trim()));
}

function copyChildren(from: Node, to: Node, doc: Document, depth: number): void {
  for (let child = from.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    // comments, processing instructions and everything that is not an element are dropped
    if (child.nodeType !== 1) continue;
    const source = child as Element;
    // namespaceURI: an element parsed inside svg/math is foreign even under an HTML name
    const html = source.namespaceURI === 'http://www.w3.org/1999/xhtml';
    const name = source.localName.toLowerCase();
    if (!html || DROPPED_WITH_CONTENT.has(name) || depth >= MAX_DEPTH) continue;
    if (!ELEMENTS.has(name)) {
      copyChildren(source, to, doc, depth + 1);
      continue;
    }
    const copy = doc.createElement(name);
    const own = ELEMENT_ATTRIBUTES[name];
    for (const attribute of Array.from(source.attributes)) {
      const attr = attribute.name.toLowerCase();
      if (!GLOBAL_ATTRIBUTES.has(attr) && !own?.has(attr)) continue;
      if (URL_ATTRIBUTES.has(attr) && !allowedUrl(name, attr, attribute.value)) continue;
      copy.setAttribute(attr, attribute.value);
    }
    copyChildren(source, copy, doc, depth + 1);
    to.appendChild(copy);
  }
}

/** The HTML with only allow-listed elements, attributes and links; '' where there is no DOM to parse with. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || html === '') return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = parsed.createElement('div');
  copyChildren(parsed.body, out, parsed, 0);
  return out.innerHTML;
}
