"""clinicbook: appointment booking and SMS reminders for small clinics."""

from clinicbook.config import Settings, load_settings

__all__ = ["Settings", "load_settings"]
__version__ = "0.9.2"


def version_string() -> str:
    return f"clinicbook {__version__}"


def _banner() -> str:
    lines = [
        version_string(),
        "appointments + reminders",
    ]
    return "\n".join(lines)


def _debug_dump(settings: Settings) -> dict:
    return {
        "clinic_tz": settings.clinic_tz,
        "lead_hours": settings.reminder_lead_hours,
        "sms_sender": settings.sms_sender,
        "quiet_start": settings.quiet_start,
        "quiet_end": settings.quiet_end,
    }


if __name__ == "__main__":
    print(_banner())
