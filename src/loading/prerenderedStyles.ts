/**
 * The styles of a prerendered page, kept where they are when the app takes over.
 *
 * styled-components' own rehydration copies every rule of the prerendered `<style>` into a sheet
 * of its own and removes the original. Chromium then recalculates the style of every element of
 * the page in one long task (about 180 ms on a mid-range phone for the home page). Instead, the
 * prerender marks its `<style>` so styled-components leaves it alone (`prerenderedStyleTag`), and
 * the browser hands that very sheet to styled-components (`adoptPrerenderedStyles`): the names it
 * holds count as injected, and rules that appear later (a variant the prerender did not render)
 * go into it at the place styled-components would have given them. No rule moves, so nothing is
 * recalculated but what the new rules touch.
 *
 * This leans on two internals of styled-components 6 (`__PRIVATE__.mainSheet` and the `tag` of its
 * grouped tag) and on its text format; whenever the sheet does not read as expected, it falls
 * back to styled-components' own rehydration.
 */
import { __PRIVATE__, version } from 'styled-components';

/** Marks the prerendered `<style>`; without `data-styled-version`, styled-components skips it. */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** The separator and the marker rule styled-components writes after each group's rules. */
const RULE_SEPARATOR = '/*!sc*/\n';
const MARKER_START = 'data-styled.g';
const GROUP_MARKER = /^data-styled\.g(\d+)\[id="([\w\d-]+)"\].*?"([^"]*)/;

/** The `<style>` element for a page's collected styles (the text of `ServerStyleSheet.instance`). */
export function prerenderedStyleTag(css: string): string {
  return `<style data-styled="" ${PRERENDERED_STYLES_ATTRIBUTE}="">${css}</style>`;
}

interface Group {
  id: string;
  names: string[];
  /** How many rules of the sheet belong to the group (its marker rule not counted). */
  ruleCount: number;
}

/** The groups of a prerendered sheet's text, in order; undefined when the text does not parse. */
export function readGroups(css: string): Group[] | undefined {
  const groups: Group[] = [];
  let ruleCount = 0;
  for (const part of css.split(RULE_SEPARATOR)) {
    const text = part.trim();
    if (!text) continue;
    // Only a marker starts with its own selector; the regular expression is for those alone.
    const marker = text.startsWith(MARKER_START) ? GROUP_MARKER.exec(text) : null;
    if (!marker) {
      ruleCount += 1;
      continue;
    }
    groups.push({ id: marker[2]!, names: marker[3]!.split(',').filter(Boolean), ruleCount });
    ruleCount = 0;
  }
  // Rules after the last marker belong to no group: not a sheet styled-components wrote.
  return ruleCount === 0 ? groups : undefined;
}

/**
 * styled-components' view of a sheet (indices count its rules only) over a CSSStyleSheet that
 * also holds the marker rules of the prerender. A marker is remembered by how many of
 * styled-components' rules precede it; markers match no element, so where a new rule lands
 * among them does not matter, only that the two views stay in step.
 */
class AdoptedTag {
  /** While adopting, styled-components "inserts" the rules that are already there. */
  adopting = true;
  length = 0;
  private readonly markers: number[] = [];

  constructor(private readonly sheet: CSSStyleSheet) {}

  addMarker() {
    this.markers.push(this.length);
  }

  /** The CSSOM index of styled-components' rule `index`: markers at or before it come first. */
  private cssIndex(index: number): number {
    let before = 0;
    for (const marker of this.markers) if (marker <= index) before += 1;
    return index + before;
  }

  private shiftMarkersAfter(index: number, by: number) {
    for (let i = 0; i < this.markers.length; i += 1) if (this.markers[i]! > index) this.markers[i]! += by;
  }

  insertRule(index: number, rule: string): boolean {
    if (this.adopting) {
      this.length += 1;
      return true;
    }
    try {
      this.sheet.insertRule(rule, this.cssIndex(index));
    } catch {
      return false; // as styled-components' own tag: a rule the browser refuses is skipped
    }
    this.shiftMarkersAfter(index, 1);
    this.length += 1;
    return true;
  }

  deleteRule(index: number) {
    this.sheet.deleteRule(this.cssIndex(index));
    this.shiftMarkersAfter(index, -1);
    this.length -= 1;
  }

  getRule(index: number): string {
    return this.sheet.cssRules[this.cssIndex(index)]?.cssText ?? '';
  }
}

/**
 * Whether the browser parsed the sheet into as many rules as its text holds (a rule it refused
 * would shift every index after it), ending with the last group's marker.
 */
function sheetMatches(sheet: CSSStyleSheet, groups: Group[]): boolean {
  const expected = groups.reduce((count, group) => count + group.ruleCount + 1, 0);
  const rules = sheet.cssRules;
  const last = rules[rules.length - 1];
  return rules.length === expected && (expected === 0 || (last instanceof CSSStyleRule && last.selectorText.startsWith(MARKER_START)));
}

/** Group numbers must rise in the sheet's order, or later rules would land out of order. */
function rising(numbers: number[]): boolean {
  return numbers.every((number, i) => i === 0 || number > numbers[i - 1]!);
}

/** styled-components' own way: copy the rules into its sheet, remove the element. */
function rehydrateAsUsual(element: HTMLStyleElement) {
  element.setAttribute('data-styled-version', version);
  __PRIVATE__.mainSheet.rehydrate();
}

let adopted = false;

/** Whether this page's prerendered sheet was adopted: its global styles are in place already. */
export function prerenderedSheetAdopted(): boolean {
  return adopted;
}

/**
 * Hands the prerendered sheet to styled-components. Must run before any styled component is
 * defined (see src/main.tsx), so the page's groups are numbered in the sheet's order.
 * Returns whether the sheet was adopted in place.
 */
export function adoptPrerenderedStyles(root: Document = document): boolean {
  const element = root.querySelector<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
  if (!element) return false;
  const groups = readGroups(element.textContent ?? '');
  const sheet = element.sheet;
  if (!groups || !sheet || !sheetMatches(sheet, groups) || !rising(groups.map((group) => __PRIVATE__.StyleSheet.registerId(group.id)))) {
    rehydrateAsUsual(element);
    return false;
  }
  const mainSheet = __PRIVATE__.mainSheet;
  const groupedTag = mainSheet.getTag();
  // getTag made an empty <style> of styled-components' own; the prerendered one takes its place.
  (groupedTag.tag as { element?: HTMLStyleElement }).element?.remove();
  const tag = new AdoptedTag(sheet);
  groupedTag.tag = tag;
  for (const group of groups) {
    groupedTag.insertRules(__PRIVATE__.StyleSheet.registerId(group.id), new Array<string>(group.ruleCount).fill(''));
    tag.addMarker();
    for (const name of group.names) mainSheet.registerName(group.id, name);
  }
  tag.adopting = false;
  adopted = true;
  return true;
}
