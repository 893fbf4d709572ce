package com.acme.store.coupon;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class CouponImporter {

    public List<String> parseLines(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

    public List<String> validCodes(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
