import { company } from '../../content/company';

export function Footer() {
  return (
    <footer>
      <p>
        © {new Date().getFullYear()} {company.productName}. All rights reserved.
      </p>
    </footer>
  );
}
