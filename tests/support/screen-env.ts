/**
 * The environment of the screen tests: styled-components in its production mode, as the built
 * app runs it, where each rule goes into the style sheet with insertRule. Its development mode
 * appends text to a style element instead, which jsdom answers by parsing the whole sheet again,
 * every time (a tenth of the screen tests' time).
 */
export const SCREEN_TEST_ENV = { SC_DISABLE_SPEEDY: 'false' } as const;
