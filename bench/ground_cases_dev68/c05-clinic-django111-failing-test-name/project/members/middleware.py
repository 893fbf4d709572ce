# -*- coding: utf-8 -*-
"""把当前门诊部放到 request 上，老写法（没有 MiddlewareMixin）"""


class ClinicBranchMiddleware(object):

    def process_request(self, request):
        request.branch = request.COOKIES.get("branch") or "HQ"
        return None
