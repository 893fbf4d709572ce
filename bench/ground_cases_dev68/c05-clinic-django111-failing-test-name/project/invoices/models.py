# -*- coding: utf-8 -*-
from decimal import Decimal

from django.db import models

from members.models import Member


class Invoice(models.Model):
    member = models.ForeignKey(Member, on_delete=models.PROTECT)
    number = models.CharField(u"发票号", max_length=20, unique=True)
    issued = models.DateField(u"开票日期")
    amount = models.DecimalField(u"金额", max_digits=10, decimal_places=2, default=Decimal("0.00"))
    title = models.CharField(u"抬头", max_length=100, blank=True)

    class Meta:
        ordering = ["-issued", "-id"]

    def __unicode__(self):
        return self.number

    __str__ = __unicode__

    def pdf_filename(self):
        return "invoice_%s_%s.pdf" % (self.number, self.issued.strftime("%Y%m%d"))
