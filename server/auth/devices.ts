/**
 * What a session's user agent says about where it runs, in words an investor recognises
 * ("Chrome on Windows", "Safari on an iPhone"). Parsed with bowser; a missing or unknown agent is
 * "Unknown browser" on "an unknown device", never an error.
 */
import Bowser from 'bowser';

/** Longest user agent kept (a header can be several kilobytes; the words we show need little). */
export const USER_AGENT_MAX = 512;

export interface DeviceDescription {
  /** The browser and its major version: "Chrome 131". */
  browser: string;
  /** The system, and the model when the agent names one: "Windows", "iOS (iPhone)". */
  device: string;
}

export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: 'Unknown browser', device: 'Unknown device' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  const system = parsed.os.name ?? 'Unknown device';
  const device = parsed.platform.model ? `${system} (${parsed.platform.model})` : system;
  return { browser, device };
}
