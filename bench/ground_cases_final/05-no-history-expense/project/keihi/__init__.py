"""keihi: 経費精算CSVの取り込みと集計。"""

__version__ = "0.2.0"
