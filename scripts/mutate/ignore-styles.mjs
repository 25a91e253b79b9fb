// A Stryker ignore-plugin (`ignorers: ['styles']` in scripts/mutate.ts): no mutants inside a
// styled-components template (styled.x`…`, styled(X)`…`, styled.x.attrs(…)`…`, css`…`,
// keyframes`…`, createGlobalStyle`…`), interpolated functions included. The walks run in jsdom,
// which lays nothing out: a changed colour or margin can only be seen by the browser tests and
// the screenshots, so such a mutant would survive the walks without saying anything about them.
// The mutants still appear in the report, as Ignored with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const REASON = 'Styling (a styled-components template): jsdom lays nothing out, the browser tests judge styles';
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

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'styles', {
    shouldIgnore(path) {
      return path.node.type === 'TaggedTemplateExpression' && STYLE_TAGS.has(rootName(path.node.tag)) ? REASON : undefined;
    },
  }),
];
