import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * `PLATFORM_VERSION` of @gangazo/contracts, inlined at build time by @gangazo/webpack-config
 * (importing contracts here would ship TypeBox to the browser). Missing means "accept nothing",
 * which shows up at once as every remote's fallback.
 */
export const SHELL_PLATFORM_VERSION = process.env.PLATFORM_VERSION ?? '0.0.0';

/**
 * Whether a remote built for `range` (remote.json `platform`, e.g. `^1.0.0`) can run on this shell's
 * platform. A remote built against another major would find a store or contract it does not know,
 * so it is not loaded at all. Uses the federation runtime's own semver check.
 */
export function acceptsPlatform(range: string, platformVersion: string = SHELL_PLATFORM_VERSION): boolean {
  try {
    return satisfy(platformVersion, range);
  } catch {
    return false;
  }
}
