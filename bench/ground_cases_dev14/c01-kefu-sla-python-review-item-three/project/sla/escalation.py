"""Decides when an open ticket escalates to the next support tier."""
from __future__ import annotations

from datetime import datetime

from sla.business_hours import add_business_minutes
from sla.models import POLICIES, Ticket
from sla.notify import send_breach_alert

# Share of the response budget used up at which each level triggers.
LEVELS = [(1, 0.75), (2, 1.0), (3, 1.5)]


def response_deadline(ticket: Ticket) -> datetime:
    policy = POLICIES[ticket.priority]
    return add_business_minutes(ticket.created_at, policy.response_minutes)


def used_fraction(ticket: Ticket, now: datetime) -> float:
    policy = POLICIES[ticket.priority]
    elapsed = (now - ticket.created_at).total_seconds() / 60
    return elapsed / policy.response_minutes


def level_for(fraction: float) -> int:
    level = 0
    for lvl, threshold in LEVELS:
        if fraction >= threshold:
            level = lvl
    return level


def check(ticket: Ticket, now: datetime) -> int:
    """Escalate ``ticket`` if it crossed a new level; returns the level it is at now."""
    if ticket.first_response_at is not None or ticket.resolved_at is not None:
        return ticket.escalation_level
    level = level_for(used_fraction(ticket, now))
    if level > ticket.escalation_level:
        ticket.escalation_level = level
        send_breach_alert(ticket, level)
    return ticket.escalation_level


def sweep(tickets: list[Ticket], now: datetime) -> dict[int, int]:
    """Run ``check`` over open tickets; {ticket id: new level} for the ones that moved."""
    moved: dict[int, int] = {}
    for ticket in tickets:
        before = ticket.escalation_level
        after = check(ticket, now)
        if after != before:
            moved[ticket.id] = after
    return moved
