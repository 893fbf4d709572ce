"""kintai-api: attendance punches and monthly timesheets."""

__version__ = "0.7.2"
