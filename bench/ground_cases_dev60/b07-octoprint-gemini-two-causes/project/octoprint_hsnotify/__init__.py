# coding=utf-8
from __future__ import annotations

import octoprint.plugin
from octoprint.events import Events

from .notifier import Notifier, format_message


class HackspaceNotifyPlugin(octoprint.plugin.StartupPlugin,
                           octoprint.plugin.SettingsPlugin,
                           octoprint.plugin.TemplatePlugin,
                           octoprint.plugin.EventHandlerPlugin):

    NOTIFY_EVENTS = (Events.PRINT_STARTED, Events.PRINT_DONE, Events.PRINT_FAILED)

    def __init__(self):
        self._notifier = None

    def on_after_startup(self):
        self._notifier = Notifier(self._settings.get(["webhook_url"]), self._logger)
        # PrintDone is the one people wait for: make sure we never miss it
        self._event_bus.subscribe(Events.PRINT_DONE, self._on_print_done)
        self._logger.info("Hackspace Notify ready")

    def get_settings_defaults(self):
        return {"webhook_url": "", "notify_started": True, "username": "ぷりんたー"}

    def on_settings_save(self, data):
        octoprint.plugin.SettingsPlugin.on_settings_save(self, data)
        self._notifier = Notifier(self._settings.get(["webhook_url"]), self._logger)

    def get_template_configs(self):
        return [{"type": "settings", "custom_bindings": False}]

    def on_event(self, event, payload):
        if event not in self.NOTIFY_EVENTS or self._notifier is None:
            return
        if event == Events.PRINT_STARTED and not self._settings.get_boolean(["notify_started"]):
            return
        self._logger.info("sending %s", event)
        self._notifier.send(format_message(event, payload), self._settings.get(["username"]))

    def _on_print_done(self, event, payload):
        self._logger.info("sending %s (bus)", event)
        self._notifier.send(format_message(event, payload), self._settings.get(["username"]))


__plugin_name__ = "Hackspace Notify"
__plugin_pythoncompat__ = ">=3.9,<4"
__plugin_implementation__ = HackspaceNotifyPlugin()
