import { REACT_MODES } from '../../support/renderRoute';
import { pathsFor } from '../../support/modelPaths';
import { describeSignupWalks } from './signupWalk';

describeSignupWalks(REACT_MODES[1], pathsFor('signup'));
