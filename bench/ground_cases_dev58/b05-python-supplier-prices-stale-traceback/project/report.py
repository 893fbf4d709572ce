"""結果をメールで送る。"""
from __future__ import annotations

import configparser
import smtplib
from email.message import EmailMessage


def build_body(changed: int, unchanged: int, missing: list[str], warnings: list[str],
               increases: list[str] | None = None) -> str:
    lines = [
        "仕入れ価格の取り込みが終わりました。",
        "",
        f"価格変更あり: {changed} 件",
        f"変更なし: {unchanged} 件",
        f"仕入れ先 CSV に見つからない品番: {len(missing)} 件",
    ]
    if increases:
        lines += ["", f"■ 値上げになった商品（{len(increases)} 件）"] + [f"  {x}" for x in increases]
    if warnings:
        lines += ["", "■ 要確認（仕入値が 30% 以上変動）"] + [f"  {w}" for w in warnings]
    if missing:
        lines += ["", "■ 見つからない品番（先頭 20 件）"] + [f"  {c}" for c in missing[:20]]
    return "\n".join(lines) + "\n"


def send(cfg: configparser.ConfigParser, subject: str, body: str) -> None:
    m = cfg["mail"]
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = m["smtp_user"]
    msg["To"] = m["to"]
    msg.set_content(body)
    with smtplib.SMTP(m["smtp_host"], int(m["smtp_port"]), timeout=30) as s:
        s.starttls()
        s.login(m["smtp_user"], m["smtp_password"])
        s.send_message(msg)
