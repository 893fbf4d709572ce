// honing web page: every string comes from /static/i18n/<lang>.json; every piece of
// user or result text is set with textContent, never as HTML.
"use strict";
(function () {
  const LANGS = ["en", "ja", "zh"];
  const state = { kind: "analyze", messages: {}, lang: "en", nextBefore: null };
  const $ = (id) => document.getElementById(id);

  function t(key, vars) {
    let s = state.messages[key] || key;
    if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace("{" + k + "}", String(v));
    return s;
  }
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  async function setLanguage(lang) {
    if (!LANGS.includes(lang)) lang = "en";
    const res = await fetch("/static/i18n/" + lang + ".json");
    state.messages = await res.json();
    state.lang = lang;
    document.documentElement.lang = lang;
    $("lang").value = lang;
    try { localStorage.setItem("honing.lang", lang); } catch (e) { /* private mode */ }
    for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of document.querySelectorAll("[data-i18n-placeholder]"))
      node.placeholder = t(node.dataset.i18nPlaceholder);
    document.title = "honing — " + t("tagline");
  }
  function initialLanguage() {
    let saved = null;
    try { saved = localStorage.getItem("honing.lang"); } catch (e) { /* private mode */ }
    if (saved && LANGS.includes(saved)) return saved;
    for (const l of navigator.languages || [navigator.language || "en"]) {
      const base = l.toLowerCase().slice(0, 2);
      if (LANGS.includes(base)) return base;
    }
    return "en";
  }

  function selectKind(kind) {
    state.kind = kind;
    for (const b of $("tabs").querySelectorAll("button"))
      b.setAttribute("aria-selected", String(b.dataset.kind === kind));
    for (const k of ["optimize", "cost", "ground"]) $("options-" + k).hidden = k !== kind;
  }

  function body() {
    const b = { text: $("prompt").value };
    if (state.kind === "optimize") b.goal = $("goal").value;
    if (state.kind === "cost") b.models = $("model").value.split(/[\s,]+/).filter(Boolean);
    if (state.kind === "cost" && !b.models.length) delete b.models;
    if (state.kind === "ground") {
      for (const f of ["transcript", "cwd", "session"]) if ($(f).value.trim()) b[f] = $(f).value.trim();
      b.turns = Number($("turns").value); b.full = $("full").checked;
      b.level = $("level").value; b.permission = $("permission").value; b.form = $("form").value;
    }
    return b;
  }

  function showError(message) { $("error").textContent = message; $("error").hidden = !message; }

  async function api(method, path, payload) {
    const res = await fetch(path, { method, headers: { "Content-Type": "application/json" },
                                    body: payload === undefined ? undefined : JSON.stringify(payload) });
    let data = null;
    try { data = await res.json(); } catch (e) { data = { error: res.statusText }; }
    if (!res.ok) throw new Error((data && data.error) || res.statusText);
    return data;
  }

  async function run() {
    showError("");
    if (!$("prompt").value.trim()) { showError(t("error_empty")); return; }
    $("run").disabled = true; $("stages").replaceChildren(); $("result").replaceChildren();
    try {
      const started = await api("POST", "/api/" + state.kind + "?wait=false", body());
      await follow(started.run_id);
      await showRun(started.run_id);
    } catch (e) { showError(e.message); }
    finally { $("run").disabled = false; refreshSide(); }
  }

  function follow(runId) {
    return new Promise((resolve) => {
      const source = new EventSource("/api/runs/" + runId + "/events");
      source.addEventListener("stage", (ev) => {
        const s = JSON.parse(ev.data);
        const ms = s.ms === null || s.ms === undefined ? "" : " " + Number(s.ms).toFixed(1) + " ms";
        $("stages").append(el("li", { class: "done", text: s.name + ms }));
      });
      const end = () => { source.close(); resolve(); };
      source.addEventListener("done", end);
      source.addEventListener("error", end);
    });
  }

  async function showRun(runId) {
    const r = await api("GET", "/api/runs/" + runId);
    const out = $("result");
    out.replaceChildren();
    state.current = runId;
    out.append(el("p", { class: "code", text: t("run_line", { id: r.id, kind: t("kind_" + r.kind), status: t("status_" + r.status) }) }));
    if (r.status === "error") { out.append(el("div", { class: "error", text: r.error || "" })); return; }
    if (r.status === "running") return;
    const render = { analyze: renderAnalyze, optimize: renderOptimize, restructure: renderRestructure,
                     tokens: renderCost, cost: renderCost, expand: renderExpand, ground: renderGround }[r.kind];
    if (render) render(out, r.result, r);
    if (r.kind === "ground" && r.status === "pending_review") out.append(reviewBox(r));
    if (r.kind === "ground" && r.handoff) {
      out.append(el("h3", { text: t("handed_off_text") }), el("pre", { class: "out", text: r.handoff }));
    }
    out.append(outcomeBox(r));
  }

  // offsets from the server count code points (Python), not UTF-16 units
  function points(text) { return Array.from(text); }
  function slice(cps, a, b) { return cps.slice(a, b).join(""); }

  function highlighted(text, spans) {
    const cps = points(text);
    const pre = el("pre", { class: "prompt" });
    const marks = spans.filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end))
      .sort((a, b) => a.start - b.start || b.end - a.end);
    let pos = 0;
    for (const s of marks) {
      if (s.start < pos) continue;
      pre.append(slice(cps, pos, s.start));
      pre.append(el("mark", { class: "sev-" + (s.severity || ""), title: s.code || "", text: slice(cps, s.start, s.end) }));
      pos = s.end;
    }
    pre.append(slice(cps, pos));
    return pre;
  }

  function renderAnalyze(out, rep, run) {
    out.append(el("div", {}, el("span", { class: "score", text: String(rep.score.overall) }),
                           el("span", { class: "grade", text: t("grade_" + rep.score.grade) })));
    for (const [name, d] of Object.entries(rep.score.dimensions)) {
      const fill = el("div", { class: "fill" }); fill.style.width = (d.applicable ? d.score : 0) + "%";
      out.append(el("div", { class: "bar" }, el("span", { text: t("dim_" + name) }),
        el("div", { class: "track" }, fill), el("span", { text: d.applicable ? String(d.score) : "–" })));
    }
    const spans = [];
    const list = el("ul", { class: "findings" });
    for (const f of rep.findings) {
      for (const s of f.spans || []) spans.push({ ...s, code: f.code, severity: f.severity });
      list.append(el("li", { class: "sev-" + f.severity },
        el("strong", { text: t("sev_" + f.severity) + " " }), el("span", { class: "code", text: f.code + " " }),
        el("div", { text: f.message }), f.fix ? el("div", { class: "code", text: "→ " + f.fix }) : null));
    }
    out.append(el("h3", { text: t("findings_count", { n: rep.findings.length }) }), list);
    const shown = run.input.text || rep.text || "";
    out.append(el("h3", { text: t("prompt") }));
    if (shown.includes("[REDACTED:")) {
      // the record masks credentials, so the offsets of the unmasked prompt do not fit it
      out.append(el("p", { class: "code", text: t("masked_no_highlights") }), el("pre", { class: "prompt", text: shown }));
    } else {
      out.append(highlighted(shown, spans));
    }
  }

  function diffView(before, after, changes) {
    const cps = points(before);
    const pre = el("pre", { class: "prompt diff" });
    let pos = 0;
    for (const c of [...changes].sort((a, b) => a.start - b.start)) {
      if (c.start < pos) continue;
      pre.append(slice(cps, pos, c.start));
      if (c.before) pre.append(el("span", { class: "del", text: c.before }));
      if (c.after) pre.append(el("span", { class: "ins", text: c.after }));
      pos = c.end;
    }
    pre.append(slice(cps, pos));
    return pre;
  }

  function renderOptimize(out, res) {
    out.append(el("p", { text: t("optimize_summary", { saved: res.comparison.tokens_saved, mode: res.chosen.mode }) }),
               el("p", { class: "code", text: res.reason }));
    const chosen = res.candidates.find((c) => c.mode === res.chosen.mode) || { changes: [] };
    out.append(el("h3", { text: t("diff") }), diffView(res.original.text, res.chosen.text, chosen.changes || []));
    out.append(el("h3", { text: t("chosen_text") }), el("pre", { class: "out", text: res.chosen.text }));
    const table = el("table", { class: "cands" }, el("tr", {}, el("th", { text: t("col_mode") }),
      el("th", { text: t("col_tokens") }), el("th", { text: t("col_score") }), el("th", { text: t("col_verdict") })));
    for (const c of res.candidates)
      table.append(el("tr", {}, el("td", { text: c.mode }), el("td", { text: String(c.tokens) }),
        el("td", { text: String(c.score) }), el("td", { text: (c.valid ? "✓ " : "✗ ") + c.verdict })));
    out.append(el("h3", { text: t("candidates") }), table);
  }

  function renderRestructure(out, res) {
    for (const section of res.sections) {
      out.append(el("h3", { text: section.title }));
      const ul = el("ul", { class: "lines" });
      for (const line of section.lines)
        ul.append(el("li", { class: "label-" + line.label, title: line.source || "" },
          el("span", { class: "code", text: "[" + t("label_" + line.label) + "] " }), line.text));
      out.append(ul);
    }
  }

  function renderCost(out, rows) {
    const table = el("table", { class: "models" }, el("tr", {}, el("th", { text: t("model") }),
      el("th", { text: t("col_tokens") }), el("th", { text: t("col_cost") }), el("th", { text: t("col_label") })));
    for (const m of rows)
      table.append(el("tr", {}, el("td", { text: m.model || "" }), el("td", { text: String(m.input_tokens ?? m.count) }),
        el("td", { text: m.input_cost === undefined ? "–" : m.input_cost + " " + (m.currency || "") }),
        el("td", { text: m.label || "" })));
    out.append(table);
  }

  function renderExpand(out, res) {
    out.append(el("pre", { class: "out", text: res.text }));
    if (res.warnings.length) {
      const ul = el("ul", { class: "findings" });
      for (const w of res.warnings) ul.append(el("li", { class: "sev-warning", text: w.ref + ": " + w.message }));
      out.append(el("h3", { text: t("warnings") }), ul);
    }
  }

  function renderGround(out, res) {
    const a = res.audit;
    out.append(el("div", { class: "audit" },
      el("span", { text: t("audit_sourced", { n: a.sourced }) }), el("span", { text: t("audit_marked", { n: a.marked }) }),
      el("span", { text: t("audit_unsourced", { n: a.unsourced }) })));
    const ul = el("ul", { class: "items" });
    for (const item of res.items)
      ul.append(el("li", {}, el("span", { text: item.text + " " }),
        el("span", { class: "source", text: "[" + sourceText(item.source) + "]" })));
    out.append(el("h3", { text: t("instruction") }), el("pre", { class: "out", text: res.text }),
               el("h3", { text: t("items") }), ul);
    const ev = el("ul", { class: "items" });
    for (const e of res.evidence)
      ev.append(el("li", {}, el("span", { class: "code", text: e.path + ":" + e.start_line + "-" + e.end_line + " " }),
                e.conclusion || ""));
    out.append(el("h3", { text: t("evidence_count", { n: res.evidence.length }) }), ev);
  }

  function sourceText(src) {
    if (src.kind === "history") return t("src_history", { n: src.turn });
    if (src.kind === "file") return src.path + ":" + src.start_line + (src.end_line && src.end_line !== src.start_line ? "-" + src.end_line : "");
    return t("src_" + src.kind);
  }

  function reviewBox(r) {
    const edit = el("textarea", { id: "review-text", rows: "6" });
    edit.value = r.result.text;
    const box = el("div", { class: "review" }, el("strong", { text: t("review_title") }), edit);
    box.append(el("button", { id: "approve", text: t("approve"), onclick: async () => {
      try { await api("POST", "/api/runs/" + r.id + "/approve", { text: edit.value }); await showRun(r.id); refreshSide(); }
      catch (e) { showError(e.message); } } }));
    box.append(el("button", { id: "reject", text: t("reject"), onclick: async () => {
      try { await api("POST", "/api/runs/" + r.id + "/reject"); await showRun(r.id); refreshSide(); }
      catch (e) { showError(e.message); } } }));
    return box;
  }

  function outcomeBox(r) {
    const box = el("div", { class: "outcome" }, el("span", { text: t("outcome_question") }));
    for (const o of ["worked", "rework"])
      box.append(el("button", { id: "outcome-" + o, "aria-pressed": String(r.outcome === o), text: t("outcome_" + o),
        onclick: async () => {
          try { await api("POST", "/api/runs/" + r.id + "/outcome", { outcome: o }); await showRun(r.id); refreshSide(); }
          catch (e) { showError(e.message); } } }));
    if (r.outcome) box.append(el("span", { id: "outcome-recorded", text: t("outcome_recorded", { o: t("outcome_" + r.outcome) }) }));
    return box;
  }

  async function refreshStats() {
    const s = await api("GET", "/api/stats");
    const tbody = $("stats").querySelector("tbody");
    tbody.replaceChildren();
    for (const row of s.by_kind_and_level)
      tbody.append(el("tr", {}, el("td", { text: t("kind_" + row.kind) }),
        el("td", { text: row.level ? t("level_" + row.level) : "–" }),
        el("td", { text: String(row.runs) }), el("td", { text: String(row.outcomes_recorded) }),
        el("td", { class: "rate", text: row.one_shot_usable_rate === null ? "–" : Math.round(row.one_shot_usable_rate * 100) + "%" })));
  }

  async function refreshRuns(append) {
    const q = new URLSearchParams({ limit: "20" });
    if ($("filter-kind").value) q.set("kind", $("filter-kind").value);
    if ($("filter-status").value) q.set("status", $("filter-status").value);
    if (append && state.nextBefore) q.set("before", state.nextBefore);
    const page = await api("GET", "/api/runs?" + q);
    if (!append) $("runs").replaceChildren();
    for (const r of page.runs)
      $("runs").append(el("li", { "data-run": r.id, onclick: () => showRun(r.id).catch((e) => showError(e.message)) },
        el("span", { class: "kind", text: t("kind_" + r.kind) }), el("span", { class: "status", text: t("status_" + r.status) }),
        el("div", { text: r.summary })));
    state.nextBefore = page.next_before;
    $("more").hidden = !page.next_before;
  }

  function refreshSide() { refreshStats().catch(() => {}); refreshRuns(false).catch(() => {}); }

  document.addEventListener("DOMContentLoaded", async () => {
    await setLanguage(initialLanguage());
    for (const b of $("tabs").querySelectorAll("button")) b.addEventListener("click", () => selectKind(b.dataset.kind));
    $("lang").addEventListener("change", async () => {
      await setLanguage($("lang").value);
      refreshSide();
      if (state.current) showRun(state.current).catch((e) => showError(e.message));
    });
    $("turns").addEventListener("input", () => { $("turns-value").textContent = $("turns").value; });
    $("run").addEventListener("click", run);
    $("filter-kind").addEventListener("change", () => refreshRuns(false));
    $("filter-status").addEventListener("change", () => refreshRuns(false));
    $("more").addEventListener("click", () => refreshRuns(true));
    selectKind("analyze");
    refreshSide();
    document.body.dataset.ready = "true";
  });
})();
