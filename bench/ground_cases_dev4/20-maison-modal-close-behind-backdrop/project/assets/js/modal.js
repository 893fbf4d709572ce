const modal = document.getElementById('newsletter');
const backdrop = document.querySelector('.modal-backdrop');

function close() {
  modal.hidden = true;
  backdrop.hidden = true;
  localStorage.setItem('newsletter-dismissed', '1');
}

modal.querySelector('.modal-close').addEventListener('click', close);
if (localStorage.getItem('newsletter-dismissed')) close();
