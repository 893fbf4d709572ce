window.dataLayer = window.dataLayer || [];
function track(event) { window.dataLayer.push({ event }); }
