// A Stryker ignore-plugin (`ignorers: ['meta']` in scripts/mutate.ts): no mutants inside a
// `meta:` property, where a machine's transitions name the requirements they implement
// (`meta: requirements('otp.resend.after-wait')`, machines/requirements.ts). Those ids are for QA
// (`npm run paths -- --requirements`): no behaviour reads them, so no walk could kill a mutant of
// them, and counting them would only lower the score. tests/machines/requirements.test.ts keeps
// them honest instead. The mutants still appear in the report, as Ignored with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const REASON = 'Transition meta (the requirement ids QA reads): no behaviour reads it, tests/machines/requirements.test.ts checks it';

/** `meta: …` or `'meta': …` as an object's property. */
function isMetaProperty(node) {
  if (node.type !== 'ObjectProperty' || node.computed) return false;
  return (node.key.type === 'Identifier' && node.key.name === 'meta') || (node.key.type === 'StringLiteral' && node.key.value === 'meta');
}

// A transition with nothing but its meta (`'code.submit': { meta: … }`) takes the event and does
// nothing, so that it does not reach a parent state; emptied to `{}` it does the same.
const ONLY_META_REASON = 'A transition with only its meta: emptied, it still takes the event and does nothing';

/** `{ meta: … }`: an object whose one property is `meta`. */
function isOnlyMeta(node) {
  return node.type === 'ObjectExpression' && node.properties.length === 1 && isMetaProperty(node.properties[0]);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'meta', {
    shouldIgnore(path) {
      if (isMetaProperty(path.node)) return REASON;
      return isOnlyMeta(path.node) ? ONLY_META_REASON : undefined;
    },
  }),
];
