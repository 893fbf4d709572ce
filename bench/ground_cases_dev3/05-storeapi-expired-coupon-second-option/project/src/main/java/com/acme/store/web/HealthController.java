package com.acme.store.web;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

public class HealthController {

    public List<String> checks(List<String> items) {
        return items.stream().filter(Objects::nonNull).collect(Collectors.toList());
    }

}
