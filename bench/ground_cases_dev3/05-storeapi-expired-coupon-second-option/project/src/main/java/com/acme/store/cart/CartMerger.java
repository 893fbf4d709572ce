package com.acme.store.cart;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class CartMerger {

    public List<String> merge(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

    public List<String> dedupe(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
