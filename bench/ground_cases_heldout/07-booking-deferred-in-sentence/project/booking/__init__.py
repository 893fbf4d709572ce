"""会議室・設備の予約。時刻はすべて JST の naive datetime で保存する。"""
