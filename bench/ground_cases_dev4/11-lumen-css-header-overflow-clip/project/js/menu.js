document.querySelectorAll('.dropdown__toggle').forEach((button) => {
  button.addEventListener('click', () => button.parentElement.classList.toggle('open'));
});
