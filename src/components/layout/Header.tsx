import { Link } from '@tanstack/react-router';

export function Header() {
  return (
    <header>
      <nav aria-label="Main">
        <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/contact">Contact</Link>{' '}
        <Link to="/auth/login">Login</Link> <Link to="/auth/signup">Sign Up</Link>
      </nav>
    </header>
  );
}
