from __future__ import annotations

import os
import shutil
import subprocess
import sys

_TOAST_PS = r"""
[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, ContentType = WindowsRuntime] | Out-Null
$template = [Windows.UI.Notifications.ToastTemplateType]::ToastText02
$xml = [Windows.UI.Notifications.ToastNotificationManager]::GetTemplateContent($template)
$texts = $xml.GetElementsByTagName('text')
$texts.Item(0).AppendChild($xml.CreateTextNode($env:POMO_TITLE)) | Out-Null
$texts.Item(1).AppendChild($xml.CreateTextNode($env:POMO_BODY)) | Out-Null
$toast = [Windows.UI.Notifications.ToastNotification]::new($xml)
[Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier('pomo').Show($toast)
"""


def _windows_toast(title: str, body: str) -> None:
    env = dict(os.environ, POMO_TITLE=title, POMO_BODY=body)
    subprocess.run(
        ["powershell.exe", "-NoProfile", "-NonInteractive", "-Command", _TOAST_PS],
        env=env,
        check=False,
        creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
    )


def notify(title: str, body: str, sound: bool = True) -> None:
    """Best-effort desktop notification; never raises."""
    try:
        if sys.platform == "darwin":
            script = f'display notification "{body}" with title "{title}"'
            if sound:
                script += ' sound name "Glass"'
            subprocess.run(["osascript", "-e", script], check=False)
        elif sys.platform == "win32":
            _windows_toast(title, body)
            if sound:
                print("\a", end="", flush=True)
        elif shutil.which("notify-send"):
            subprocess.run(["notify-send", "-a", "pomo", title, body], check=False)
        elif sound:
            print("\a", end="", flush=True)
    except OSError:
        pass
