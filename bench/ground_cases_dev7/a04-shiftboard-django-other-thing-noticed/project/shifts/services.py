import datetime as dt

from django.db import transaction

from availability.models import Unavailability

from .models import Shift


class AssignmentError(Exception):
    pass


def conflicts_for(user, shift):
    """The user's other shifts that overlap ``shift``."""
    same_days = Shift.objects.filter(
        assignee=user,
        start__date__gte=shift.start.date() - dt.timedelta(days=1),
        start__date__lte=shift.end.date(),
    ).exclude(pk=shift.pk)
    return [s for s in same_days if s.overlaps(shift)]


@transaction.atomic
def assign_shift(shift, user):
    shift = Shift.objects.select_for_update().get(pk=shift.pk)
    if shift.assignee_id is not None:
        raise AssignmentError("Someone already took this shift.")
    if conflicts_for(user, shift):
        raise AssignmentError("You already work at that time.")
    blocked = Unavailability.objects.filter(user=user)
    if any(u.overlaps(shift.start, shift.end) for u in blocked):
        raise AssignmentError("You marked yourself unavailable then.")
    shift.assignee = user
    shift.save(update_fields=["assignee"])
    return shift
