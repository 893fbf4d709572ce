package com.acme.store.discount;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class DiscountReport {

    public List<String> lines(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

    public List<String> totals(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
