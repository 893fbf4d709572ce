// Adds a "Track price" button next to the price on product pages.
(async () => {
  const { parsePrice, detectCurrency } = await import(chrome.runtime.getURL('src/lib/price.js'));

  const SITES = [
    { host: /amazon\./, price: '#corePrice_feature_div .a-offscreen', title: '#productTitle',
      selectorRegex: 'class="a-offscreen">([^<]+)<' },
    { host: /ebay\./, price: '.x-price-primary .ux-textspans', title: 'h1.x-item-title__mainTitle',
      selectorRegex: 'x-price-primary[^>]*>\\s*<span[^>]*>([^<]+)<' },
  ];

  const site = SITES.find((s) => s.host.test(location.hostname));
  if (!site) return;

  const priceEl = document.querySelector(site.price);
  if (!priceEl || document.getElementById('priceping-btn')) return;

  const btn = document.createElement('button');
  btn.id = 'priceping-btn';
  btn.textContent = 'Track price';
  btn.style.cssText = 'margin-left:8px;padding:2px 8px;border-radius:4px;border:1px solid #888;cursor:pointer';
  btn.addEventListener('click', async () => {
    const text = priceEl.textContent.trim();
    const item = {
      url: location.href.split('?')[0],
      title: document.querySelector(site.title)?.textContent.trim() ?? document.title,
      currency: detectCurrency(text),
      lastPrice: parsePrice(text),
      target: parsePrice(text),
      selectorRegex: site.selectorRegex,
    };
    chrome.runtime.sendMessage({ type: 'track', item });
    btn.textContent = 'Tracking ✓';
    btn.disabled = true;
  });
  priceEl.after(btn);
})();
