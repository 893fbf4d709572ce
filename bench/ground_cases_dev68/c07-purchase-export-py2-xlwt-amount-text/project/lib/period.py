# -*- coding: utf-8 -*-
import datetime


def month_range(month=None, today=None):
    """返回 [start, end) 两个 date。month 为 'YYYY-MM'，不给就是上个月。"""
    if month:
        y, m = [int(x) for x in month.split("-")]
        start = datetime.date(y, m, 1)
    else:
        today = today or datetime.date.today()
        first_this = today.replace(day=1)
        last_prev = first_this - datetime.timedelta(days=1)
        start = last_prev.replace(day=1)
    if start.month == 12:
        end = datetime.date(start.year + 1, 1, 1)
    else:
        end = datetime.date(start.year, start.month + 1, 1)
    return start, end
