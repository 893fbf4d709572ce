"""Grounding behaviours found on the last misses of the thirty-fifth and thirty-seventh
development sets, and on the thirty-eighth (bench/ground_cases_dev38)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import candidates

from .test_grounding_dev5 import write

_PROGRAM = ("using Clinic.Api.Jobs;\nusing Clinic.Api.Options;\n\nvar builder = WebApplication.CreateBuilder(args);\n\n"
            + "".join(f"// setup {n}\n" for n in range(6, 13))
            + "builder.Services.Configure<SmtpOptions>(builder.Configuration.GetSection(SmtpOptions.Section));\n"
            "builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));\n"
            "builder.Services.AddHostedService<ReminderJob>();\n\nvar app = builder.Build();\napp.Run();\n")
_BINDING_LINE = _PROGRAM.split("\n").index(
    "builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));") + 1
_OPTIONS = ("namespace Clinic.Api.Options;\n\npublic class ReminderOptions\n{\n"
            "    public const string Section = \"Reminders\";\n\n    public int LeadTimeHours { get; set; }\n\n"
            "    public int SendWindowMinutes { get; set; } = 15;\n}\n")


def _reminder_session(intro: str) -> list[dict[str, object]]:
    """One turn: the reply names `Program.cs` and the binding's line with ``intro`` above a
    fenced quote of that line, and ends by naming the options class's section constant, which
    is right and unused there, beside the line above that uses its own (dev37 a09)."""
    return [
        {"role": "user", "content": "reminders arrive at the appointment time, LeadTimeHours is 24 in appsettings. why?"},
        {"role": "assistant", "content": (
            "Found it. It's a configuration binding mismatch.\n\n"
            f"- `Program.cs` line {_BINDING_LINE} {intro}\n  ```csharp\n"
            "  builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));\n  ```\n"
            "- So `ReminderOptions.LeadTimeHours` stays at its default `0` and `SendWindowMinutes` decides alone.\n\n"
            "`ReminderOptions` even has `public const string Section = \"Reminders\";`, it just isn't used there "
            "(the SMTP line above it uses `SmtpOptions.Section`). "
            "The fix is to bind with `GetSection(ReminderOptions.Section)`.")}]


def test_a_fenced_line_introduced_by_a_place_counts_as_much_as_the_place(tmp_path: Path) -> None:
    """「`Program.cs` line 14 binds the options from "Reminder":」 above the quoted line: the
    quote is that line, as strong as the place that introduces it, and outweighs the class
    named twice later whose constant is right (dev37 a09)."""
    project = write(tmp_path, {"Program.cs": _PROGRAM, "Options/ReminderOptions.cs": _OPTIONS})
    ref = honing.ground("ok now fix the reminders going out at appointment time",
                        _reminder_session("binds the options from **`\"Reminder\"`** (singular):"),
                        cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "Program.cs", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _BINDING_LINE <= ref.end_line, ref


def test_only_a_colon_with_a_place_and_its_line_lifts_a_fenced_block() -> None:
    """The lift needs the three: a colon closing the line above the fence, a place, and its
    line; a block after prose, or after a file named without a line, keeps its own weight."""
    block = "\n```csharp\nbuilder.Services.AddHostedService<ReminderJob>();\n```\n"
    for lead, lifted in (("`Program.cs` line 14 binds it:", True), ("`Program.cs` binds it:", False),
                         ("`Program.cs` line 14 binds it.", False), ("It binds it like this:", False)):
        text = "Found it.\n" + lead + block
        assert (candidates._introduced_by_place(text, text.index("```"), False) > 0) is lifted, lead
