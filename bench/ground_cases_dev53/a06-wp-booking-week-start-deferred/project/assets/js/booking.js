/* global flatpickr, tbkData */
(function () {
  'use strict';

  function initPicker(form) {
    const input = form.querySelector('.tbk-date');
    const minDate = new Date(Date.now() + tbkData.minNotice * 3600 * 1000);
    return flatpickr(input, {
      enableTime: true,
      time_24hr: true,
      minuteIncrement: 30,
      dateFormat: 'Y-m-d H:i',
      minDate: minDate,
      disable: [
        function (date) {
          return tbkData.closedDays.indexOf(date.getDay()) !== -1;
        },
      ],
      locale: {
        firstDayOfWeek: 0,
      },
    });
  }

  function setStatus(form, text, isError) {
    const el = form.querySelector('.tbk-status');
    el.textContent = text;
    el.classList.toggle('tbk-error', !!isError);
  }

  async function freshNonce() {
    try {
      const res = await fetch(tbkData.ajaxUrl + '?action=tbk_nonce', { credentials: 'same-origin', cache: 'no-store' });
      const json = await res.json();
      return (json && json.success && json.data.nonce) || tbkData.nonce;
    } catch (e) {
      return tbkData.nonce;
    }
  }

  async function submit(form) {
    const data = new FormData(form);
    data.append('action', 'tbk_book');
    data.append('nonce', await freshNonce());
    data.append('service', form.dataset.service || '');
    setStatus(form, tbkData.i18n.sending);
    const res = await fetch(tbkData.ajaxUrl, { method: 'POST', body: data, credentials: 'same-origin' });
    const json = await res.json().catch(() => null);
    if (json && json.success) {
      form.reset();
      setStatus(form, tbkData.i18n.success);
    } else {
      setStatus(form, (json && json.data && json.data.message) || tbkData.i18n.error, true);
    }
  }

  document.querySelectorAll('.tbk-form').forEach(function (form) {
    initPicker(form);
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      submit(form);
    });
  });
})();
