// The first module the browser entry evaluates (src/main.tsx imports it before anything that
// defines a styled component): the prerendered page's sheet must be numbered before they are.
import { adoptPrerenderedStyles } from './prerenderedStyles';

adoptPrerenderedStyles();
