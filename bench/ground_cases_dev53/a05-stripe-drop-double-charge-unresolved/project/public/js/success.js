(function () {
  const params = new URLSearchParams(location.search);
  const sessionId = params.get("session_id");
  const title = document.getElementById("title");
  const detail = document.getElementById("detail");
  const retry = document.getElementById("retry");

  function track(event, props) {
    if (window.plausible) window.plausible(event, { props });
  }

  async function check() {
    const res = await fetch(`/api/order-status?session_id=${encodeURIComponent(sessionId)}`);
    if (res.ok) {
      const { number } = await res.json();
      title.textContent = "Thank you!";
      detail.textContent = `Order #${number} is confirmed. A confirmation email is on its way.`;
      track("Purchase", { order: number });
      return;
    }
    title.textContent = "Payment not completed";
    detail.textContent = "We couldn't confirm your payment. Please try again.";
    retry.hidden = false;
    retry.textContent = "Try again";
  }

  if (!sessionId) {
    title.textContent = "Nothing to see here";
  } else {
    check();
  }
})();
