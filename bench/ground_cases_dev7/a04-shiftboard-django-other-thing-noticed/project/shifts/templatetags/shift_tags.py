from django import template

register = template.Library()


@register.filter
def get_item(mapping, key):
    return mapping.get(key, [])


@register.simple_tag
def assignee_label(shift):
    if shift.assignee is None:
        return "Open"
    name = shift.assignee.get_full_name()
    return name or shift.assignee.username


@register.simple_tag
def shift_hours(shift):
    return f"{shift.hours:g}h"
