"""Project facts for ``codebase`` lines (SPEC E-7.1): read from manifests that exist,
each citing its file; nothing guessed, and no facts when nothing can be read."""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from honing import data


@dataclass(frozen=True)
class Fact:
    text: str
    source: str  # the file it was read from (or the caller's name for it)

    def to_dict(self) -> dict[str, str]:
        return {"text": self.text, "source": self.source}


def _table(ecosystem: str) -> tuple[dict[str, str], dict[str, str]]:
    row = data.load("manifests.toml")[ecosystem]
    return dict(row["frameworks"]), dict(row["test_runners"])


def _names(deps: list[str]) -> set[str]:
    return {re.split(r"[\s<>=!~;\[(@]", d.strip(), maxsplit=1)[0].lower() for d in deps if d.strip()}


def _known(ecosystem: str, names: set[str], source: str) -> list[Fact]:
    frameworks, runners = _table(ecosystem)
    out = []
    found = [label for key, label in frameworks.items() if key.lower() in names]
    if found:
        out.append(Fact(f"Frameworks and libraries: {', '.join(sorted(set(found)))}", source))
    tests = [label for key, label in runners.items() if key.lower() in names]
    if tests:
        out.append(Fact(f"Test tools: {', '.join(sorted(set(tests)))}", source))
    return out


def _pyproject(path: Path) -> list[Fact]:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    project: dict[str, Any] = raw.get("project", {})
    out = []
    requires = project.get("requires-python")
    out.append(Fact(f"Language: Python{' ' + requires if requires else ''}", path.name))
    deps = list(project.get("dependencies", []))
    for extra in dict(project.get("optional-dependencies", {})).values():
        deps += list(extra)
    for group in dict(raw.get("dependency-groups", {})).values():
        deps += [d for d in group if isinstance(d, str)]
    names = _names(deps)
    if "pytest" in raw.get("tool", {}):
        names.add("pytest")
    out += _known("python", names, path.name)
    return out


def _package_json(path: Path) -> list[Fact]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    deps = {**dict(raw.get("dependencies", {})), **dict(raw.get("devDependencies", {}))}
    names = {k.lower() for k in deps}
    language = "TypeScript" if "typescript" in names else "JavaScript"
    out = [Fact(f"Language: {language} (Node.js)", path.name)]
    out += _known("javascript", names, path.name)
    test = dict(raw.get("scripts", {})).get("test")
    if isinstance(test, str) and "no test specified" not in test:
        out.append(Fact(f"Test command: npm test ({test})", path.name))
    return out


def _go_mod(path: Path) -> list[Fact]:
    text = path.read_text(encoding="utf-8")
    version = re.search(r"^go\s+(\S+)", text, re.M)
    module = re.search(r"^module\s+(\S+)", text, re.M)
    out = [Fact(f"Language: Go{' ' + version.group(1) if version else ''}", path.name)]
    if module:
        out.append(Fact(f"Go module: {module.group(1)}", path.name))
    names = {m.group(1).lower() for m in re.finditer(r"^\s*(?:require\s+)?([\w./-]+\.[\w./-]+)\s+v", text, re.M)}
    return out + _known("go", names, path.name)


def _cargo(path: Path) -> list[Fact]:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    edition = dict(raw.get("package", {})).get("edition")
    out = [Fact(f"Language: Rust{f' (edition {edition})' if edition else ''}", path.name)]
    names = {k.lower() for k in dict(raw.get("dependencies", {}))} | {k.lower() for k in
                                                                      dict(raw.get("dev-dependencies", {}))}
    return out + _known("rust", names, path.name)


def _requirements(path: Path) -> list[Fact]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith(("#", "-"))]
    return [Fact("Language: Python", path.name)] + _known("python", _names(lines), path.name)


def _gemfile(path: Path) -> list[Fact]:
    names = {m.group(1).lower() for m in re.finditer(r"""^\s*gem\s+["']([\w-]+)["']""", path.read_text("utf-8"), re.M)}
    return [Fact("Language: Ruby", path.name)] + _known("ruby", names, path.name)


_READERS = (
    ("pyproject.toml", _pyproject),
    ("requirements.txt", _requirements),
    ("package.json", _package_json),
    ("go.mod", _go_mod),
    ("Cargo.toml", _cargo),
    ("Gemfile", _gemfile),
)
_PLAIN = (("pom.xml", "Build: Maven (Java)"), ("build.gradle", "Build: Gradle"), ("build.gradle.kts", "Build: Gradle (Kotlin DSL)"))


def gather(project: Path) -> tuple[list[Fact], list[str]]:
    """Facts from the manifests in ``project`` (not recursive), and the problems met
    (an unreadable manifest is reported, not guessed around)."""
    facts: list[Fact] = []
    problems: list[str] = []
    for name, reader in _READERS:
        path = project / name
        if not path.is_file():
            continue
        try:
            for fact in reader(path):
                if fact.text == "Language: Python" and any(f.text.startswith("Language: Python") for f in facts):
                    continue  # requirements.txt beside a pyproject.toml that already said so
                facts.append(fact)
        except (OSError, UnicodeDecodeError, ValueError, tomllib.TOMLDecodeError) as exc:
            problems.append(f"{name}: {type(exc).__name__}: {exc}")
    for name, text in _PLAIN:
        if (project / name).is_file():
            facts.append(Fact(text, name))
    return facts, problems
