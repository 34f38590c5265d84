// Identity pages: move focus to the error summary so screen readers announce it, and keep the
// company name field in step with the host type (CSS :has() does the hiding).
document.addEventListener('DOMContentLoaded', () => {
  const summary = document.querySelector('.error-summary');
  if (summary) summary.focus();
  const company = document.getElementById('companyName');
  const radios = document.querySelectorAll('input[name="hostType"]');
  const sync = () => {
    const checked = document.querySelector('input[name="hostType"]:checked');
    if (company) company.required = checked?.value === 'company';
  };
  for (const r of radios) r.addEventListener('change', sync);
  sync();
});
