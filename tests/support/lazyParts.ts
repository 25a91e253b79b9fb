/**
 * The parts of the app that load after the first render (React.lazy and dynamic imports).
 * Loading them before a test renders under a fake clock keeps that clock from racing the first,
 * real-time compilation of a module: Testing Library's `waitFor` advances fake time quickly, and
 * its timeout could run out while a module is still being transformed on a busy machine.
 */
export async function warmLazyParts(): Promise<void> {
  await Promise.all([
    import('../../src/features/header/SectorsDropdown'),
    import('../../src/features/header/MobileMenu'),
    import('../../src/app/shell/Footer'),
    import('../../src/features/consent/CookieBanner'),
    import('../../src/session/startSession'),
    import('../../src/features/home/HeroCarousel'),
    import('../../src/features/home/BelowTheHero'),
    import('../../src/api/call'),
  ]);
}
