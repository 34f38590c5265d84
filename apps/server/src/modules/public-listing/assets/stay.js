// The /stay booking panel works without this script (plain forms). With it, a day of the
// calendar can be picked (click, Enter or Space): the first pick is the check-in, the second the
// check-out, and the price is shown at once; changed dates or guests show the new price too.
(() => {
  const form = document.querySelector('form.dates');
  if (!form) return;
  const checkIn = form.querySelector('#checkIn');
  const checkOut = form.querySelector('#checkOut');
  const guests = form.querySelector('#guests');
  const ready = () => checkIn.value && checkOut.value && checkOut.value > checkIn.value && guests.value;
  const submit = () => {
    if (ready()) form.requestSubmit();
  };
  const pick = (day) => {
    if (!checkIn.value || checkOut.value || day <= checkIn.value) {
      checkIn.value = day;
      checkOut.value = '';
      for (const cell of document.querySelectorAll('td.picked')) cell.classList.remove('picked');
      document.querySelector(`td[data-day="${day}"]`)?.classList.add('picked');
      checkOut.focus({ preventScroll: true });
    } else {
      checkOut.value = day;
      submit();
    }
  };
  for (const cell of document.querySelectorAll('td[data-day]')) {
    cell.tabIndex = 0;
    cell.setAttribute('role', 'button');
    cell.addEventListener('click', () => pick(cell.dataset.day));
    cell.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        pick(cell.dataset.day);
      }
    });
  }
  for (const input of [checkIn, checkOut, guests]) input.addEventListener('change', submit);
})();

// Impressions for the hosts' insights: a listing card of /stays counts once per page when at least
// 175 px of it are visible (001 section 9). The unit ids seen are sent in batches with sendBeacon;
// no cookie, nothing about the visitor.
(() => {
  const cards = document.querySelectorAll('article[data-unit]');
  if (!cards.length || !('IntersectionObserver' in window) || !navigator.sendBeacon) return;
  const THRESHOLD_PX = 175;
  const seen = new Set();
  const batch = [];
  let timer = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = 0;
    if (!batch.length) return;
    // a string goes as text/plain: a simple request, which the endpoint reads as JSON
    navigator.sendBeacon('/api/public/insights/impressions', JSON.stringify({ units: batch.splice(0, 50) }));
    if (batch.length) flush();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const unit = entry.target.dataset.unit;
        const visible = entry.intersectionRect.height;
        if (seen.has(unit) || visible < Math.min(THRESHOLD_PX, entry.boundingClientRect.height)) continue;
        seen.add(unit);
        observer.unobserve(entry.target);
        batch.push(unit);
        if (!timer) timer = setTimeout(flush, 2000);
      }
    },
    // fire as the visible part grows, so the 175 px can be measured
    { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
  );
  for (const card of cards) observer.observe(card);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
})();
