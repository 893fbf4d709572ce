(function () {
  const button = document.getElementById("buy");
  const stockEl = document.getElementById("stock");

  async function refreshStock() {
    const res = await fetch(`/api/stock/${stockEl.dataset.sku}`);
    const { left } = await res.json();
    stockEl.textContent = left > 0 ? `Only ${left} left` : "Sold out";
    stockEl.classList.toggle("low", left > 0 && left <= 5);
    if (left <= 0) button.disabled = true;
  }

  button.addEventListener("click", async () => {
    const res = await fetch("/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sku: button.dataset.sku }),
    });
    if (res.status === 409) {
      stockEl.textContent = "Sold out";
      button.disabled = true;
      return;
    }
    const { url, error } = await res.json();
    if (error) {
      alert("Something went wrong, please try again.");
      return;
    }
    window.location.href = url;
  });

  refreshStock();
  setInterval(refreshStock, 15000);
})();
