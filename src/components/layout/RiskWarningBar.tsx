export function RiskWarningBar() {
  return null;
}
