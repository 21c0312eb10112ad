import type { Page } from '@playwright/test';

/**
 * The geometry a phone needs (issue 27), read from the page as drawn: what sticks out sideways,
 * and which controls are too small to hit with a finger. Each check returns the offenders, one
 * readable line each (role, name, size, where), so that a failing test says what to fix.
 *
 * - **No sideways scroll:** the document is no wider than the viewport, and no element reaches
 *   past the viewport's right edge, unless it sits inside a container that scrolls or clips
 *   sideways (a wide table in its own scroller is fine; the page moving sideways is not).
 * - **Touch targets (WCAG 2.2, 2.5.8, AA):** every visible, enabled control is at least 24 by 24
 *   CSS px, or meets the spacing exception (a 24 px circle centred on it overlaps no other target
 *   and no other undersized target's circle) or the inline one (a link inside a sentence).
 * - **Main actions:** every Mantine Button is at least 44 by 44 (WCAG 2.5.5's size, AAA), the
 *   size this app gives its buttons on a touch screen (src/styles/touch.css).
 */

const TARGET_MIN = 24;
const MAIN_ACTION_MIN = 44;

/** What counts as a control: what a finger can press. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="link"]',
  '[role="combobox"]',
].join(', ');

const MAIN_ACTIONS = '.mantine-Button-root';

/** Everything the page-side code needs, passed in one argument. */
interface Setup {
  controls: string;
  mainActions: string;
  targetMin: number;
  mainMin: number;
}

/** An offending element: its role (and Mantine component), its accessible name, its box. */
interface Offender {
  kind: string;
  name: string;
  width: number;
  height: number;
  /** Left edge in the viewport, top in the document (CSS px). */
  x: number;
  y: number;
}

/** The offending elements of each check. */
export interface PhoneFindings {
  documentWidth: number;
  viewportWidth: number;
  /** The outermost elements that reach past the viewport's right edge. */
  overflow: Offender[];
  /** Controls under 24×24 px that no exception of WCAG 2.5.8 covers. */
  smallTargets: Offender[];
  /** Mantine Buttons under 44×44 px. */
  smallMainActions: Offender[];
}

/**
 * Runs the three geometry checks on what the page shows now. Runs in the page in one go (one
 * round trip per screen): the walk over every route stays short.
 */
export async function phoneFindings(page: Page): Promise<PhoneFindings> {
  return page.evaluate(measure, { controls: CONTROLS, mainActions: MAIN_ACTIONS, targetMin: TARGET_MIN, mainMin: MAIN_ACTION_MIN } satisfies Setup);
}

/**
 * The findings as lines to read in a failure, one per kind of offender and size: a list of fifty
 * rows with the same small button is one line that names the first few.
 */
export function describeFindings(findings: PhoneFindings): string[] {
  const lines: string[] = [];
  if (findings.documentWidth > findings.viewportWidth) {
    lines.push(`scrolls sideways: the document is ${findings.documentWidth} px wide in a ${findings.viewportWidth} px viewport`);
  }
  const grouped = (problem: string, offenders: Offender[]) => {
    const groups = new Map<string, Offender[]>();
    for (const offender of offenders) {
      const key = `${offender.kind}, ${offender.width}×${offender.height}`;
      groups.set(key, [...(groups.get(key) ?? []), offender]);
    }
    for (const [key, group] of groups) {
      const [first] = group;
      const where = group.length === 1 ? ` at x ${first!.x}, y ${first!.y}` : ` (${group.length} of them)`;
      const names = group.slice(0, 3).map((offender) => `"${offender.name}"`).join(', ') + (group.length > 3 ? ', …' : '');
      lines.push(`${problem}: ${key}: ${names}${where}`);
    }
  };
  grouped(`sticks out past the right edge (${findings.viewportWidth} px)`, findings.overflow);
  grouped(`target under ${TARGET_MIN}×${TARGET_MIN} px`, findings.smallTargets);
  grouped(`main action under ${MAIN_ACTION_MIN}×${MAIN_ACTION_MIN} px`, findings.smallMainActions);
  return lines;
}

/** In the page. Self-contained: Playwright sends its source. */
function measure({ controls, mainActions, targetMin, mainMin }: Setup): PhoneFindings {
  const viewportWidth = document.documentElement.clientWidth;
  const px = (value: number) => Math.round(value * 10) / 10;

  /** What a person would use to find the element: its role, its name, where it is. */
  const describe = (element: Element, rect: DOMRect): Offender => {
    const role = element.getAttribute('role') ?? (element instanceof HTMLInputElement ? `input[type=${element.type}]` : element.tagName.toLowerCase());
    const labelledBy = element.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const labels = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
      ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
      : '';
    const name = (element.getAttribute('aria-label') ?? (byIds || labels || element.getAttribute('title') || (element.textContent ?? '')))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const classes = [...element.classList].filter((name) => /^mantine-[A-Z]/.test(name)).slice(0, 2);
    return {
      kind: `${role}${classes.length > 0 ? ` .${classes.join('.')}` : ''}`,
      name,
      width: px(rect.width),
      height: px(rect.height),
      x: px(rect.left),
      y: px(rect.top + window.scrollY),
    };
  };

  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };

  /** Drawn out of sight on purpose (visually hidden text, a radio whose label is the target). */
  const visuallyHidden = (element: Element, rect: DOMRect): boolean => {
    const style = getComputedStyle(element);
    return (rect.width <= 2 && rect.height <= 2) || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0') || Number(style.opacity) === 0;
  };

  // ------------------------------------------------------------------------------------------
  // No sideways scroll

  const overflow: Offender[] = [];
  const documentWidth = document.documentElement.scrollWidth;

  /** Scrolls or clips sideways: what is inside cannot move the page. */
  const containsSideways = (element: Element): boolean => {
    const x = getComputedStyle(element).overflowX;
    return x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip';
  };
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (!shown(child)) continue;
      const rect = child.getBoundingClientRect();
      const style = getComputedStyle(child);
      const hiddenText = style.position === 'absolute' && visuallyHidden(child, rect);
      if (rect.right > viewportWidth + 1 && !hiddenText) {
        // Report the outermost element only: what is inside it sticks out with it.
        overflow.push(describe(child, rect));
        continue;
      }
      if (!containsSideways(child)) walk(child);
    }
  };
  walk(document.body);

  // ------------------------------------------------------------------------------------------
  // Touch targets

  interface Target {
    element: Element;
    rect: DOMRect;
  }
  const disabled = (element: Element) =>
    element.matches(':disabled') || element.closest('[aria-disabled="true"], [inert], fieldset:disabled') !== null;

  /** The box a finger hits: the control's own, or its label's when the control is drawn by it. */
  const targetOf = (element: Element): Target | null => {
    if (!shown(element) || disabled(element)) return null;
    if (element.closest('[aria-hidden="true"]')) return null;
    const rect = element.getBoundingClientRect();
    // Off the screen sideways (a folded menu slid away): no finger reaches it.
    if (rect.right <= 0 || rect.left >= viewportWidth) return null;
    if (!visuallyHidden(element, rect)) return { element, rect };
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])].filter(shown) : [];
    if (labels.length === 0) return null;
    return { element, rect: labels[0]!.getBoundingClientRect() };
  };
  // A control inside another (a button in a link) is one target: the outer one.
  const targets = [...document.querySelectorAll(controls)]
    .filter((element) => element.parentElement?.closest(controls) == null)
    .map(targetOf)
    .filter((target): target is Target => target !== null);

  /**
   * The inline exception: a link (or a button drawn as one) inside a sentence, whose height is the
   * line's: at least a few words of other text in the same block.
   */
  const inline = ({ element }: Target): boolean => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const own = (element.textContent ?? '').trim().length;
    const around = (block?.textContent ?? '').trim().length;
    return around - own >= 10;
  };

  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
    const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
    const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
    return Math.hypot(dx, dy);
  };
  const small = (rect: DOMRect) => rect.width < targetMin - 0.01 || rect.height < targetMin - 0.01;
  const undersized = targets.filter((target) => small(target.rect));
  const radius = targetMin / 2;
  /** The spacing exception: its 24 px circle meets no other target and no other undersized one's circle. */
  const spaced = (target: Target): boolean => {
    const at = centre(target.rect);
    return targets.every((other) => {
      if (other === target) return true;
      if (distanceToRect(at, other.rect) < radius) return false;
      if (!small(other.rect)) return true;
      const there = centre(other.rect);
      return Math.hypot(at.x - there.x, at.y - there.y) >= targetMin;
    });
  };
  const smallTargets = undersized
    .filter((target) => !inline(target) && !spaced(target))
    .map((target) => describe(target.element, target.rect));

  // ------------------------------------------------------------------------------------------
  // Main actions

  const smallMainActions = [...document.querySelectorAll(mainActions)]
    .map(targetOf)
    .filter((target): target is Target => target !== null)
    .filter(({ rect }) => rect.width < mainMin - 0.01 || rect.height < mainMin - 0.01)
    .map((target) => describe(target.element, target.rect));

  return { documentWidth, viewportWidth, overflow, smallTargets, smallMainActions };
}
