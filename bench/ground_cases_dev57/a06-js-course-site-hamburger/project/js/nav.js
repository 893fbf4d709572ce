// Mobile navigation: the hamburger button shows/hides the menu on small screens.
(function () {
  const toggle = document.querySelector('.nav-toggle');
  const menu = document.getElementById('nav-menu');
  if (!toggle || !menu) {
    return;
  }

  function setOpen(open) {
    menu.classList.toggle('open', open);
    toggle.setAttribute('aria-expanded', String(open));
  }

  toggle.addEventListener('click', function () {
    setOpen(!menu.classList.contains('open'));
  });

  // close the menu with Escape, for keyboard users
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      setOpen(false);
    }
  });

  // going back to desktop width: make sure the menu is not stuck open
  window.addEventListener('resize', function () {
    if (window.innerWidth > 700) {
      setOpen(false);
    }
  });
})();
