# coding=utf-8
from setuptools import setup

plugin_identifier = "hsnotify"
plugin_package = "octoprint_hsnotify"
plugin_name = "Hackspace Notify"
plugin_version = "0.5.2"
plugin_description = "Posts print start/done/failed to the hackspace Discord"
plugin_author = "Makerspace Tsurumi volunteers"
plugin_license = "AGPLv3"
plugin_requires = ["requests>=2.28"]

setup(
    name="OctoPrint-HackspaceNotify",
    version=plugin_version,
    description=plugin_description,
    author=plugin_author,
    license=plugin_license,
    packages=[plugin_package],
    include_package_data=True,
    install_requires=plugin_requires,
    entry_points={"octoprint.plugin": [f"{plugin_identifier} = {plugin_package}"]},
)
