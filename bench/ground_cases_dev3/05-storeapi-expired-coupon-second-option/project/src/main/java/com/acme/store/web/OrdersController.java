package com.acme.store.web;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class OrdersController {

    public List<String> list(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

    public List<String> recent(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
