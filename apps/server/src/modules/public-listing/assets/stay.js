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
