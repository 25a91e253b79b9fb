import { useState } from 'react';
import { prefersReducedMotion } from '../../app/motion';

/** Whether the user asked for reduced motion, read once when the component mounts. */
export function useReducedMotion(): boolean {
  const [reduced] = useState(prefersReducedMotion);
  return reduced;
}
