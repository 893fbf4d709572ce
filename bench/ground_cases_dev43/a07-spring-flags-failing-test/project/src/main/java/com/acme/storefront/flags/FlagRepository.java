package com.acme.storefront.flags;

import java.util.Optional;

public interface FlagRepository {
    Optional<FlagRule> findByKey(String key);
}
