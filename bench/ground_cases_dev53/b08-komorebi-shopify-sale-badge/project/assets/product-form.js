// Variant picker on the product page: keeps the URL, the price and the button in sync.
(function () {
  const form = document.querySelector("[data-product-form]");
  if (!form) return;
  const select = form.querySelector("[data-variant-select]");
  const button = form.querySelector('button[name="add"]');
  const priceEl = document.querySelector("[data-price-current]");

  function selectedOption() {
    return select.options[select.selectedIndex];
  }

  function updateUrl(variantId) {
    const url = new URL(window.location.href);
    url.searchParams.set("variant", variantId);
    window.history.replaceState({}, "", url);
  }

  function updatePrice(option) {
    if (priceEl && option.dataset.price) priceEl.textContent = option.dataset.price;
  }

  function updateButton(option) {
    const available = option.dataset.available === "true";
    button.disabled = !available;
    button.textContent = available ? window.komorebi.addToCart : window.komorebi.soldOut;
  }

  select.addEventListener("change", () => {
    const option = selectedOption();
    updateUrl(option.value);
    updatePrice(option);
    updateButton(option);
  });
})();
