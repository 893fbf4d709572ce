# -*- coding: utf-8 -*-
from django.db import models


class Member(models.Model):
    name = models.CharField(u"姓名", max_length=50)
    phone = models.CharField(u"手机", max_length=20, db_index=True)
    branch = models.CharField(u"门诊部", max_length=10)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]

    def __unicode__(self):
        return u"%s (%s)" % (self.name, self.phone)

    __str__ = __unicode__
