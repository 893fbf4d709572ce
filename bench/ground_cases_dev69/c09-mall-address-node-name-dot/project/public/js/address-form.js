// H5 address form: client-side checks before POST /api/addresses.
(function () {
  const form = document.getElementById("address-form");
  if (!form) return;

  const LIMITS = { receiverName: 20, detail: 120 };

  function showError(field, message) {
    const el = form.querySelector(`[data-error-for="${field}"]`);
    if (el) el.textContent = message || "";
  }

  function check(data) {
    const errors = {};
    if (!data.receiverName.trim()) errors.receiverName = "请填写收货人";
    if (!/^1[3-9]\d{9}$/.test(data.phone)) errors.phone = "手机号格式不正确";
    if (!data.province || !data.city || !data.district) errors.region = "请选择省市区";
    if (!data.detail.trim()) errors.detail = "请填写详细地址";
    if (data.detail.length > LIMITS.detail) errors.detail = `详细地址不能超过${LIMITS.detail}个字`;
    return errors;
  }

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(form));
    data.isDefault = form.isDefault.checked;
    const errors = check(data);
    ["receiverName", "phone", "region", "detail", "postcode"].forEach((f) => showError(f, errors[f]));
    if (Object.keys(errors).length) return;

    const res = await fetch("/api/addresses", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
    if (res.ok) {
      location.href = "/addresses.html";
      return;
    }
    const body = await res.json();
    (body.errors || []).forEach((err) => showError(err.field, err.message));
  });
})();
