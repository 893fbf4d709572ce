package com.acme.mall.pay;

import java.util.Map;

public interface SignVerifier {

    boolean verifyWx(WxPayNotify notify);

    boolean verifyAlipay(Map<String, String> params);
}
