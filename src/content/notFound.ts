export const notFoundContent = {
  title: 'Page not found',
  message: "Oops! The page you're looking for doesn't exist.",
  backHome: 'Back to Home',
} as const;
