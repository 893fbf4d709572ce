// Options page. Settings: default reminder delay and whether content.js shows the badge.
const DEFAULTS = { defaultMinutes: 120, showBadge: true };

function load() {
  const raw = localStorage.getItem("tabmemo:options");
  let opts = { ...DEFAULTS };
  if (raw) {
    try {
      opts = { ...opts, ...JSON.parse(raw) };
    } catch (e) {
      console.warn("tabmemo: broken options, using defaults", e);
    }
  }
  return opts;
}

function save(opts) {
  localStorage.setItem("tabmemo:options", JSON.stringify(opts));
}

document.addEventListener("DOMContentLoaded", () => {
  const opts = load();
  const minutes = document.getElementById("defaultMinutes");
  const badge = document.getElementById("showBadge");
  minutes.value = opts.defaultMinutes;
  badge.checked = opts.showBadge;

  document.getElementById("save").addEventListener("click", () => {
    save({
      defaultMinutes: Number(minutes.value) || DEFAULTS.defaultMinutes,
      showBadge: badge.checked,
    });
    document.getElementById("save").textContent = "保存しました";
  });
});
