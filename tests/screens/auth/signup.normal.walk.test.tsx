import { walkScreen } from '../../support/walk/walk';
import { signupWalk } from './signupWalk';

walkScreen('signup', { ...signupWalk, modes: ['normal mode'] });
