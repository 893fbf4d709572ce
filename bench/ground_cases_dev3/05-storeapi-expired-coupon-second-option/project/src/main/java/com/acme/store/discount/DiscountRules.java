package com.acme.store.discount;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class DiscountRules {

    public List<String> stackable(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

    public List<String> exclusive(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
