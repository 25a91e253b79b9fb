// A Stryker ignore-plugin (`ignorers: ['styles']` in scripts/mutate.ts): no mutants inside a
// styled-components template (styled.x`…`, styled(X)`…`, styled.x.attrs(…)`…`, css`…`,
// keyframes`…`, createGlobalStyle`…`), interpolated functions included, nor in a JSX element's
// `style={…}` or a styled component's transient `$`-prop (`$urgent={…}`: styled-components
// passes it to the template only, never to the DOM). The walks run in jsdom,
// which lays nothing out: a changed colour or margin can only be seen by the browser tests and
// the screenshots, so such a mutant would survive the walks without saying anything about them.
// The mutants still appear in the report, as Ignored with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const STYLES_REASON = 'Styling (a styled-components template, a style attribute or a $-prop): jsdom lays nothing out, the browser tests judge styles';
const STYLE_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tag expression starts from: styled in styled.div.attrs(…), styled(X).withConfig(…). */
function rootName(node) {
  let current = node;
  for (;;) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else break;
  }
  return current.type === 'Identifier' ? current.name : undefined;
}

const isStyleTemplate = (node) => node.type === 'TaggedTemplateExpression' && STYLE_TAGS.has(rootName(node.tag));

/** `style={…}` on any element, or a `$`-prop (styled-components' transient props, for the template only). */
function isStyleAttribute(node) {
  if (node.type !== 'JSXAttribute' || node.name.type !== 'JSXIdentifier') return false;
  return node.name.name === 'style' || node.name.name.startsWith('$');
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'styles', {
    shouldIgnore(path) {
      return isStyleTemplate(path.node) || isStyleAttribute(path.node) ? STYLES_REASON : undefined;
    },
  }),
];
