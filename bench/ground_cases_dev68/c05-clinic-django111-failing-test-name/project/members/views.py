# -*- coding: utf-8 -*-
from django.urls import reverse
from django.core.paginator import EmptyPage, Paginator
from django.shortcuts import get_object_or_404, render

from members.models import Member


def member_list(request):
    qs = Member.objects.filter(branch=request.branch)
    q = request.GET.get("q", "").strip()
    if q:
        qs = qs.filter(phone__contains=q) | qs.filter(name__contains=q)
    paginator = Paginator(qs, 20)
    try:
        page = paginator.page(request.GET.get("page", 1))
    except EmptyPage:
        page = paginator.page(paginator.num_pages)
    return render(request, "members/list.html", {"page": page, "q": q})


def member_detail(request, pk):
    member = get_object_or_404(Member, pk=pk)
    invoices = member.invoice_set.order_by("-issued")[:20]
    return render(request, "members/detail.html", {
        "member": member,
        "invoices": invoices,
        "back": reverse("member_list"),
    })
